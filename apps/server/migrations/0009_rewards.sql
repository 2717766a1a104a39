-- Rewards: VIP points (earned by settled stakes, converted into money), the referral programme's daily cash rewards
-- (held in the ledger as each player's cash bonus until claimed), and the texts of the footer's pages.
--
-- VIP points are counted in hundredths ("centi-VP"): a settled stake earns stake × rate / 10 000 of them, where the
-- rate is the operator's centi-VP per 100 of stake for the game type. vip_points is their journal (one row per
-- earning, conversion or adjustment, UNIQUE by source so a round or a market earns once); vip_balances holds each
-- player's total, kept equal to the journal's sum in the same transaction (CHECK: never negative); vip_months the
-- VP earned and the stake settled per Dhaka calendar month (levels and the history page read it).

-- The cash bonus: a player-owned ledger account of kind 'bonus' (never negative), not a column that could drift.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('player', 'house', 'exposure', 'bonus'));
ALTER TABLE ledger_accounts DROP CONSTRAINT player_account_has_player;
ALTER TABLE ledger_accounts ADD CONSTRAINT player_account_has_player CHECK ((kind IN ('player', 'exposure', 'bonus')) = (player_id IS NOT NULL));
CREATE UNIQUE INDEX ledger_accounts_player_bonus_key ON ledger_accounts (player_id, currency) WHERE kind = 'bonus';
ALTER TABLE players DROP COLUMN cash_bonus;
ALTER TABLE players DROP COLUMN vip_coin;
CREATE INDEX players_referred_by ON players (referred_by) WHERE referred_by IS NOT NULL;

CREATE TABLE reward_settings (
  id                smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  convert_min_vp    integer NOT NULL DEFAULT 10 CHECK (convert_min_vp BETWEEN 1 AND 1000000),
  -- Money paid per whole VP converted, in minor units (40 = 0.40). 0 switches conversion off.
  vp_rate           bigint NOT NULL DEFAULT 40 CHECK (vp_rate BETWEEN 0 AND 100000),
  referral_enabled  boolean NOT NULL DEFAULT true,
  updated_at        timestamptz
);
INSERT INTO reward_settings (id) VALUES (1);

CREATE TABLE vip_levels (
  level      smallint PRIMARY KEY CHECK (level BETWEEN 0 AND 50),
  name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  name_bn    text NOT NULL CHECK (length(name_bn) BETWEEN 1 AND 40),
  -- Whole VP to earn in one Dhaka month to reach the level (level 0 needs none).
  threshold  bigint NOT NULL CHECK (threshold >= 0),
  CHECK ((level = 0) = (threshold = 0))
);
CREATE UNIQUE INDEX vip_levels_threshold_key ON vip_levels (threshold);
INSERT INTO vip_levels (level, name, name_bn, threshold) VALUES
  (0, 'Normal', 'সাধারণ', 0),
  (1, 'Elite I', 'এলিট I', 1000),
  (2, 'Elite II', 'এলিট II', 5000),
  (3, 'Elite III', 'এলিট III', 20000),
  (4, 'Elite IV', 'এলিট IV', 50000),
  (5, 'Elite V', 'এলিট V', 150000);

-- Centi-VP per 100 of settled stake by game type (100 = 1 VP per 100 taka).
CREATE TABLE vip_rates (
  game_type  text PRIMARY KEY REFERENCES game_types (code),
  rate       integer NOT NULL CHECK (rate BETWEEN 0 AND 100000)
);
INSERT INTO vip_rates (game_type, rate) SELECT code, CASE WHEN code = 'SPORTS' THEN 50 ELSE 100 END FROM game_types;

CREATE TABLE vip_points (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  kind        text NOT NULL CHECK (kind IN ('earn', 'convert', 'adjust')),
  points      bigint NOT NULL,
  -- earn: the settled stake (turnover) and its game type; convert: the money credited and its ledger transaction.
  stake       bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  game_type   text,
  amount      bigint CHECK (amount >= 0),
  ledger_tx   bigint REFERENCES ledger_transactions (id),
  -- What earned or spent them, once: game:{round}, xch:{market}:{player}, convert:{player}:{request}.
  source      text NOT NULL UNIQUE CHECK (length(source) BETWEEN 1 AND 200),
  -- The Dhaka day the stake settled (the referral job sums a day's stakes by it).
  day         date NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'earn') = (points >= 0) OR kind = 'adjust')
);
CREATE INDEX vip_points_player ON vip_points (player_id, id DESC);
CREATE INDEX vip_points_earn_day ON vip_points (day, player_id) INCLUDE (stake) WHERE kind = 'earn';

CREATE TABLE vip_balances (
  player_id   bigint PRIMARY KEY REFERENCES players (id),
  points      bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vip_months (
  player_id  bigint NOT NULL REFERENCES players (id),
  month      date NOT NULL CHECK (extract(day FROM month) = 1),
  earned     bigint NOT NULL DEFAULT 0 CHECK (earned >= 0),
  stake      bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  PRIMARY KEY (player_id, month)
);

-- Referral tiers: a referred player's day of settled turnover above min_turnover pays their upline levels 1–3 at
-- these rates (basis points; 10 = 0.1 %), the highest tier that applies.
CREATE TABLE referral_tiers (
  min_turnover  bigint PRIMARY KEY CHECK (min_turnover >= 0),
  level1_bp     integer NOT NULL CHECK (level1_bp BETWEEN 0 AND 1000),
  level2_bp     integer NOT NULL CHECK (level2_bp BETWEEN 0 AND 1000),
  level3_bp     integer NOT NULL CHECK (level3_bp BETWEEN 0 AND 1000)
);
INSERT INTO referral_tiers VALUES (10000, 10, 5, 1), (20000000, 15, 6, 2), (50000000, 20, 7, 3);

-- One row per Dhaka day the job paid (UNIQUE day: a second run, on any process, pays nothing).
CREATE TABLE referral_runs (
  day          date PRIMARY KEY,
  players      integer NOT NULL DEFAULT 0,
  referrers    integer NOT NULL DEFAULT 0,
  turnover     bigint NOT NULL DEFAULT 0,
  total        bigint NOT NULL DEFAULT 0,
  totals       jsonb NOT NULL DEFAULT '[]'::jsonb,
  run_by       text NOT NULL,
  finished_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cash_claims (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  currency    text NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  ledger_tx   bigint REFERENCES ledger_transactions (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cash_claims_player ON cash_claims (player_id, id DESC);

-- A referrer's reward of one day: the sum of its downline's shares (details), credited to the cash bonus.
CREATE TABLE referral_rewards (
  id          bigserial PRIMARY KEY,
  day         date NOT NULL,
  player_id   bigint NOT NULL REFERENCES players (id),
  currency    text NOT NULL,
  turnover    bigint NOT NULL CHECK (turnover >= 0),
  amount      bigint NOT NULL CHECK (amount > 0),
  details     jsonb NOT NULL,
  status      text NOT NULL DEFAULT 'credited' CHECK (status IN ('credited', 'claimed')),
  claim_id    bigint REFERENCES cash_claims (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (day, player_id)
);
CREATE INDEX referral_rewards_player ON referral_rewards (player_id, day DESC);

-- Operator texts in both languages: promotions, and the footer's pages.
ALTER TABLE promotions ADD COLUMN name_bn text NOT NULL DEFAULT '';
ALTER TABLE promotions ADD COLUMN description_bn text NOT NULL DEFAULT '';

CREATE TABLE site_pages (
  slug        text PRIMARY KEY CHECK (slug ~ '^[a-z][a-z0-9-]{1,40}$'),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  title_bn    text NOT NULL CHECK (length(title_bn) BETWEEN 1 AND 200),
  body        text NOT NULL DEFAULT '' CHECK (length(body) <= 50000),
  body_bn     text NOT NULL DEFAULT '' CHECK (length(body_bn) <= 50000),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
