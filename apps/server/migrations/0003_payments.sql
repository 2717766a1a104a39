-- Payments: payment configuration, deposits, automatic payment notices, withdrawals, turnover tickets,
-- manual adjustments, player notifications, staff sessions and the audit log.
-- Money is BIGINT poisha. Every money move goes through the ledger (ledger_transactions / ledger_postings) in the
-- same database transaction as the row below that it belongs to.

-- ---------------------------------------------------------------- settings
-- Money settings (one row). General site settings stay in general_settings.
CREATE TABLE payment_settings (
  id                           smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- Active turnover tickets complete when the balance falls below this with no open bets (10 BDT).
  turnover_release_threshold   bigint NOT NULL DEFAULT 1000 CHECK (turnover_release_threshold >= 0),
  -- Turnover multiplier of a deposit without a promotion.
  default_turnover_multiplier  integer NOT NULL DEFAULT 1 CHECK (default_turnover_multiplier BETWEEN 0 AND 100),
  -- When true, /api/b2b/payment-methods answers {type: 'ewallet', pgs} and deposits go through the gateway.
  ewallet_mode                 boolean NOT NULL DEFAULT false,
  -- How long a receiving number is held for the player who was shown it.
  wallet_number_hold_minutes   integer NOT NULL DEFAULT 10 CHECK (wallet_number_hold_minutes BETWEEN 1 AND 120),
  updated_at                   timestamptz NOT NULL DEFAULT now()
);
INSERT INTO payment_settings (id) VALUES (1);

-- ---------------------------------------------------------------- payment configuration
CREATE TABLE payment_methods (
  id                bigserial PRIMARY KEY,
  name              text NOT NULL CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$'),
  -- Fixed at creation: names the method's house accounts (house:deposits:{code}:BDT:n), so a rename keeps its ledger.
  code              text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  icon              text NOT NULL DEFAULT '' CHECK (length(icon) <= 300),
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  -- The method's own deposit bonus percent (the "2 %" tag).
  bonus_pct         integer NOT NULL DEFAULT 0 CHECK (bonus_pct BETWEEN 0 AND 100),
  withdraw_enabled  boolean NOT NULL DEFAULT true,
  sort_order        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_methods_name_key ON payment_methods (lower(name));

-- Deposit channels (types) of a method: Personal (Send Money), Agent (Cash Out), Marchent (Make Payment).
CREATE TABLE payment_channels (
  id            bigserial PRIMARY KEY,
  method_id     bigint NOT NULL REFERENCES payment_methods (id),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  account_type  text NOT NULL CHECK (account_type IN ('Agent', 'Marchent', 'Personal')),
  -- What the player does in the wallet app: Cash Out, Send Money, Make Payment.
  type          text NOT NULL CHECK (length(type) BETWEEN 1 AND 40),
  min_amount    bigint NOT NULL CHECK (min_amount > 0),
  max_amount    bigint NOT NULL,
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  sort_order    integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (max_amount >= min_amount),
  UNIQUE (method_id, account_type)
);

-- The pool of wallet numbers players send deposits to.
CREATE TABLE receiving_numbers (
  id            bigserial PRIMARY KEY,
  method_id     bigint NOT NULL REFERENCES payment_methods (id),
  account_type  text NOT NULL CHECK (account_type IN ('Agent', 'Marchent', 'Personal')),
  number        text NOT NULL CHECK (number ~ '^[0-9]{11}$'),
  -- Most this number may receive in one Dhaka day (pending and confirmed deposits plus live holds).
  daily_limit   bigint NOT NULL CHECK (daily_limit > 0),
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (method_id, account_type, number)
);

-- A number shown to a player is held for them (its amount counts against the daily limit) until expires_at.
CREATE TABLE wallet_number_holds (
  id                   bigserial PRIMARY KEY,
  player_id            bigint NOT NULL REFERENCES players (id),
  receiving_number_id  bigint NOT NULL REFERENCES receiving_numbers (id),
  channel_id           bigint NOT NULL REFERENCES payment_channels (id),
  amount               bigint NOT NULL CHECK (amount > 0),
  expires_at           timestamptz NOT NULL,
  used_at              timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_number_holds_live_idx ON wallet_number_holds (receiving_number_id, expires_at) WHERE used_at IS NULL;
CREATE INDEX wallet_number_holds_player_idx ON wallet_number_holds (player_id, id DESC);

-- ---------------------------------------------------------------- deposits
CREATE TABLE deposits (
  id                   bigserial PRIMARY KEY,
  player_id            bigint NOT NULL REFERENCES players (id),
  currency             text NOT NULL CHECK (currency IN ('BDT', 'INR', 'PKR')),
  method_id            bigint NOT NULL REFERENCES payment_methods (id),
  channel_id           bigint REFERENCES payment_channels (id),
  receiving_number_id  bigint REFERENCES receiving_numbers (id),
  receiving_number     text NOT NULL DEFAULT '',
  -- The number the player sent from.
  sender               text NOT NULL DEFAULT '',
  -- The wallet's transaction id, upper case; once per method, ever. NULL only while an e-wallet request waits.
  transaction_id       text CHECK (transaction_id IS NULL OR length(transaction_id) BETWEEN 7 AND 64),
  amount               bigint NOT NULL CHECK (amount > 0),
  promotion_id         bigint REFERENCES promotions (id),
  -- Terms as accepted at submission, applied at confirmation.
  promo_bonus_pct      integer NOT NULL DEFAULT 0,
  promo_max_bonus      bigint NOT NULL DEFAULT 0,
  method_bonus_pct     integer NOT NULL DEFAULT 0,
  turnover_multiplier  integer NOT NULL DEFAULT 1,
  -- Credited bonus (promotion plus method), set at confirmation.
  bonus                bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  source               text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'ewallet')),
  gateway_reference    text UNIQUE,
  -- Automatic matching against payment notices: none yet, matched, or a mismatch an operator must look at.
  match_state          text NOT NULL DEFAULT 'none' CHECK (match_state IN ('none', 'matched', 'mismatch')),
  confirmed_via        text CHECK (confirmed_via IN ('staff', 'notice', 'gateway')),
  decided_by           bigint REFERENCES staff (id),
  reject_reason        text CHECK (length(reject_reason) <= 500),
  receipt              text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  decided_at           timestamptz,
  UNIQUE (method_id, transaction_id)
);
-- One pending deposit per player, whatever the code does.
CREATE UNIQUE INDEX deposits_one_pending_key ON deposits (player_id) WHERE status = 'pending';
CREATE INDEX deposits_player_idx ON deposits (player_id, id DESC);
CREATE INDEX deposits_status_idx ON deposits (status, id);
CREATE INDEX deposits_decided_idx ON deposits (decided_at) WHERE status = 'confirmed';
CREATE INDEX deposits_number_day_idx ON deposits (receiving_number_id, created_at);
CREATE INDEX deposits_promotion_idx ON deposits (player_id, promotion_id) WHERE promotion_id IS NOT NULL;

-- Incoming-payment notices from the wallet providers (signed webhook). Each (method, transaction id) once.
CREATE TABLE payment_notices (
  id              bigserial PRIMARY KEY,
  method_id       bigint NOT NULL REFERENCES payment_methods (id),
  transaction_id  text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 64),
  amount          bigint NOT NULL CHECK (amount > 0),
  sender          text NOT NULL DEFAULT '',
  receiver        text NOT NULL DEFAULT '',
  received_at     timestamptz,
  state           text NOT NULL DEFAULT 'unmatched' CHECK (state IN ('unmatched', 'matched', 'mismatch')),
  deposit_id      bigint REFERENCES deposits (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (method_id, transaction_id)
);
CREATE INDEX payment_notices_state_idx ON payment_notices (state, id);

-- ---------------------------------------------------------------- withdrawals
CREATE TABLE withdrawals (
  id                      bigserial PRIMARY KEY,
  player_id               bigint NOT NULL REFERENCES players (id),
  currency                text NOT NULL CHECK (currency IN ('BDT', 'INR', 'PKR')),
  method_id               bigint REFERENCES payment_methods (id),
  provider                text NOT NULL DEFAULT '',
  account_number          text NOT NULL CHECK (account_number ~ '^[0-9]{11}$'),
  amount                  bigint NOT NULL CHECK (amount > 0),
  status                  text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- The ledger move player -> withdrawals payable made at submission.
  hold_transaction_id     bigint NOT NULL REFERENCES ledger_transactions (id),
  payout_transaction_id   text CHECK (length(payout_transaction_id) BETWEEN 4 AND 64),
  reject_reason           text CHECK (length(reject_reason) <= 500),
  decided_by              bigint REFERENCES staff (id),
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  decided_at              timestamptz
);
CREATE UNIQUE INDEX withdrawals_one_pending_key ON withdrawals (player_id) WHERE status = 'pending';
CREATE UNIQUE INDEX withdrawals_payout_key ON withdrawals (method_id, payout_transaction_id) WHERE payout_transaction_id IS NOT NULL;
CREATE INDEX withdrawals_player_idx ON withdrawals (player_id, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id);
CREATE INDEX withdrawals_decided_idx ON withdrawals (decided_at) WHERE status = 'approved';

-- ---------------------------------------------------------------- turnover
CREATE TABLE turnover_tickets (
  id                bigserial PRIMARY KEY,
  player_id         bigint NOT NULL REFERENCES players (id),
  deposit_id        bigint UNIQUE REFERENCES deposits (id),
  promotion_id      bigint REFERENCES promotions (id),
  -- 'bonus' when the deposit took a promotion, else 'deposit' (Regular Deposit).
  action            text NOT NULL CHECK (action IN ('deposit', 'bonus')),
  required          bigint NOT NULL CHECK (required >= 0),
  remaining         bigint NOT NULL CHECK (remaining >= 0),
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'complete')),
  completed_reason  text CHECK (completed_reason IN ('turnover', 'low_balance', 'waived')),
  waived_by         bigint REFERENCES staff (id),
  waive_reason      text CHECK (length(waive_reason) <= 500),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  completed_at      timestamptz,
  CHECK (remaining <= required),
  CHECK ((status = 'complete') = (completed_at IS NOT NULL))
);
CREATE INDEX turnover_tickets_active_idx ON turnover_tickets (player_id, created_at, id) WHERE status = 'active';
CREATE INDEX turnover_tickets_player_idx ON turnover_tickets (player_id, id DESC);

-- ---------------------------------------------------------------- adjustments, notifications
CREATE TABLE adjustments (
  id                     bigserial PRIMARY KEY,
  player_id              bigint NOT NULL REFERENCES players (id),
  currency               text NOT NULL CHECK (currency IN ('BDT', 'INR', 'PKR')),
  -- Signed: positive credits the player, negative debits.
  amount                 bigint NOT NULL CHECK (amount <> 0),
  reason                 text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  staff_id               bigint NOT NULL REFERENCES staff (id),
  ledger_transaction_id  bigint NOT NULL REFERENCES ledger_transactions (id),
  created_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX adjustments_player_idx ON adjustments (player_id, id DESC);

-- Messages for the player's inbox (the inbox reads them).
CREATE TABLE player_notifications (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  title       text NOT NULL CHECK (length(title) <= 200),
  message     text NOT NULL CHECK (length(message) <= 4000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
CREATE INDEX player_notifications_player_idx ON player_notifications (player_id, id DESC);

-- ---------------------------------------------------------------- back office
CREATE TABLE staff_sessions (
  id          bigserial PRIMARY KEY,
  staff_id    bigint NOT NULL REFERENCES staff (id),
  token_hash  text NOT NULL UNIQUE,
  ip          text,
  user_agent  text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- Every staff action, written in the same transaction as the change. Nobody can edit or delete it.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  staff_id    bigint NOT NULL REFERENCES staff (id),
  action      text NOT NULL,
  entity      text NOT NULL,
  entity_id   text NOT NULL DEFAULT '',
  before      jsonb,
  after       jsonb,
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, id DESC);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
