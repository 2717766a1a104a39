-- Safer gambling (issue 14): a player's limits (in force and pending), time-out and self-exclusion, reality-check
-- interval, the history of every change, the 18+ confirmation at sign-up, and the operator's protection settings.
--
-- The guard every money-taking call runs (deposits, stakes, launches, exchange orders, promotions) reads ONE row:
-- player_protection by its primary key. No row means nothing is set (most players), so the guard stops there. The
-- limits in force are columns of that row (NULL: no limit); a loosening waits in protection_pending_limits until its
-- applies_at (requested + 24 h) has passed and the player confirms it. Money in minor units (BIGINT), session limits
-- in whole minutes. Windows (Dhaka day / Monday week / calendar month) are computed by packages/domain safer-windows.

CREATE TABLE player_protection (
  player_id              bigint PRIMARY KEY REFERENCES players (id),
  deposit_day            bigint CHECK (deposit_day > 0),
  deposit_week           bigint CHECK (deposit_week > 0),
  deposit_month          bigint CHECK (deposit_month > 0),
  loss_day               bigint CHECK (loss_day > 0),
  loss_week              bigint CHECK (loss_week > 0),
  loss_month             bigint CHECK (loss_month > 0),
  session_minutes        integer CHECK (session_minutes BETWEEN 1 AND 1440),
  reality_check_minutes  smallint NOT NULL DEFAULT 0 CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  -- A time-out ends by itself at time_out_until.
  time_out_since         timestamptz,
  time_out_until         timestamptz,
  -- A self-exclusion lasts at least until exclusion_until and stays in force after it until an admin lifts it
  -- (the player asks to come back); a permanent one has no end and is never lifted by the console.
  exclusion_since        timestamptz,
  exclusion_until        timestamptz,
  exclusion_permanent    boolean NOT NULL DEFAULT false,
  updated_at             timestamptz NOT NULL DEFAULT now(),
  CHECK ((time_out_since IS NULL) = (time_out_until IS NULL)),
  CHECK (time_out_until IS NULL OR time_out_until > time_out_since),
  CHECK (exclusion_since IS NOT NULL OR (exclusion_until IS NULL AND NOT exclusion_permanent)),
  CHECK (exclusion_since IS NULL OR (exclusion_permanent = (exclusion_until IS NULL))),
  CHECK (exclusion_until IS NULL OR exclusion_until > exclusion_since)
);

-- A loosening (higher, or removed: amount NULL) waiting for its time, then for the player's confirmation.
CREATE TABLE protection_pending_limits (
  player_id     bigint NOT NULL REFERENCES players (id),
  kind          text NOT NULL CHECK (kind IN ('deposit', 'loss', 'session')),
  period        text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount        bigint CHECK (amount > 0),
  requested_at  timestamptz NOT NULL DEFAULT now(),
  applies_at    timestamptz NOT NULL,
  PRIMARY KEY (player_id, kind, period),
  CHECK (kind <> 'session' OR (period = 'day' AND (amount IS NULL OR amount BETWEEN 1 AND 1440))),
  CHECK (applies_at >= requested_at)
);

-- Every change, by the player or staff: the console's history and the audit trail of the player's own choices
-- (staff changes are also in audit_log, written in the same transaction).
CREATE TABLE protection_events (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  at          timestamptz NOT NULL DEFAULT now(),
  action      text NOT NULL CHECK (action IN ('limit.set', 'limit.pending', 'limit.confirmed', 'limit.cancelled', 'time_out',
                                              'self_exclusion', 'self_exclusion.lifted', 'reality_check', 'age_confirmed')),
  kind        text CHECK (kind IN ('deposit', 'loss', 'session')),
  period      text CHECK (period IN ('day', 'week', 'month')),
  from_value  text CHECK (length(from_value) <= 40),
  to_value    text CHECK (length(to_value) <= 40),
  staff_id    bigint REFERENCES staff (id),
  reason      text CHECK (length(reason) <= 500)
);
CREATE INDEX protection_events_player_idx ON protection_events (player_id, id DESC);

-- The 18+ confirmation given at sign-up (POST /api/v1/create-players with age_confirmed: true), when.
CREATE TABLE player_age_confirmations (
  player_id     bigint PRIMARY KEY REFERENCES players (id),
  confirmed_at  timestamptz NOT NULL DEFAULT now()
);

-- The operator's settings (one row). Blocked countries: ISO 3166-1 alpha-2, refused at the edge and the API.
CREATE TABLE protection_settings (
  id                       smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  blocked_countries        text[] NOT NULL DEFAULT '{}' CHECK (cardinality(blocked_countries) <= 250),
  minimum_age              smallint NOT NULL DEFAULT 18 CHECK (minimum_age BETWEEN 18 AND 99),
  birthday_before_deposit  boolean NOT NULL DEFAULT false,
  updated_at               timestamptz
);
INSERT INTO protection_settings (id) VALUES (1);

-- Reads the guard and the markers need, kept small:
-- a loss limit's open stakes (a player's open rounds; most rounds are settled, so this index stays tiny);
CREATE INDEX game_rounds_player_open_idx ON game_rounds (player_id) WHERE status = 'open';
-- a deposit limit's window and the deposit-frequency marker (per player, and across players for the flagged list);
CREATE INDEX deposits_player_created_idx ON deposits (player_id, created_at) WHERE status IN ('pending', 'confirmed');
CREATE INDEX deposits_created_idx ON deposits (created_at);
-- the night-play marker across players (the flagged list scans the last 7 days of rounds);
CREATE INDEX game_rounds_created_idx ON game_rounds (created_at);
-- the chasing marker (withdrawals rejected, i.e. returned to the balance, in the last 30 days).
CREATE INDEX withdrawals_rejected_idx ON withdrawals (decided_at) WHERE status = 'rejected';
