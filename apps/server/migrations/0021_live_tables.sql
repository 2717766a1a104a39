-- Issue 34: live tables, shared rounds dealt to everyone at a table on a fixed rhythm (betting window, deal, result,
-- payouts). Each table plays its own SHA-256 hash chain (as Crash does): a round's seed is revealed when it ends and
-- hashes to the seed of the round before it (or to the chain's anchor, published when the chain was made).
CREATE TABLE live_tables (
  id           bigserial PRIMARY KEY,
  game_code    text NOT NULL CHECK (game_code IN ('teen-patti', 'andar-bahar', 'dragon-tiger', 'baccarat', 'seven-up-down', 'lucky-7', 'cards-32')),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  name_bn      text NOT NULL CHECK (length(name_bn) BETWEEN 1 AND 40),
  currency     text NOT NULL DEFAULT 'BDT' CHECK (currency IN ('BDT', 'INR', 'PKR')),
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- A player's total on one spot in one round, in poisha.
  min_bet      bigint NOT NULL CHECK (min_bet > 0),
  max_bet      bigint NOT NULL CHECK (max_bet >= min_bet),
  chips        bigint[] NOT NULL CHECK (cardinality(chips) BETWEEN 1 AND 8),
  -- The most one round may pay in all (bets that could take it over are refused).
  house_cap    bigint NOT NULL CHECK (house_cap > 0),
  betting_ms   integer NOT NULL DEFAULT 15000 CHECK (betting_ms BETWEEN 5000 AND 120000),
  step_ms      integer NOT NULL DEFAULT 700 CHECK (step_ms BETWEEN 100 AND 5000),
  sort_order   integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_tables_game ON live_tables (game_code, sort_order, id);

CREATE TABLE live_chains (
  id             bigserial PRIMARY KEY,
  table_id       bigint NOT NULL REFERENCES live_tables (id),
  terminal_seed  text NOT NULL CHECK (terminal_seed ~ '^[0-9a-f]{64}$'),
  length         integer NOT NULL CHECK (length > 0),
  anchor         text NOT NULL CHECK (anchor ~ '^[0-9a-f]{64}$'),
  next_index     integer NOT NULL DEFAULT 0 CHECK (next_index >= 0),
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used')),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX live_chains_active_key ON live_chains (table_id) WHERE status = 'active';

CREATE TABLE live_rounds (
  id               bigserial PRIMARY KEY,
  table_id         bigint NOT NULL REFERENCES live_tables (id),
  chain_id         bigint NOT NULL REFERENCES live_chains (id),
  chain_index      integer NOT NULL CHECK (chain_index >= 0),
  seed             text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash        text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  phase            text NOT NULL CHECK (phase IN ('betting', 'dealing', 'settled', 'voided')),
  betting_ends_at  timestamptz NOT NULL,
  dealt_at         timestamptz,
  settled_at       timestamptz,
  -- The deal (steps, code, returns, detail) from the moment betting closes.
  deal             jsonb,
  -- Everybody's stakes per spot (poisha as strings) and how many players bet: kept under the round's row lock.
  totals           jsonb NOT NULL DEFAULT '{}',
  players          integer NOT NULL DEFAULT 0 CHECK (players >= 0),
  stake            bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  payout           bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX live_rounds_chain_key ON live_rounds (chain_id, chain_index);
-- At most one round under way per table.
CREATE UNIQUE INDEX live_rounds_live_key ON live_rounds (table_id) WHERE phase IN ('betting', 'dealing');
CREATE INDEX live_rounds_table_idx ON live_rounds (table_id, id DESC);

-- A player's stake on one spot of one round (several placements add up); the game round (game_rounds) holds the money.
CREATE TABLE live_bets (
  live_round_id  bigint NOT NULL REFERENCES live_rounds (id),
  player_id      bigint NOT NULL REFERENCES players (id),
  spot           text NOT NULL CHECK (spot ~ '^[a-z0-9_]{1,24}$'),
  stake          bigint NOT NULL CHECK (stake > 0),
  PRIMARY KEY (live_round_id, player_id, spot)
);

ALTER TABLE game_rounds ADD COLUMN live_round_id bigint REFERENCES live_rounds (id);
CREATE UNIQUE INDEX game_rounds_live_player_key ON game_rounds (live_round_id, player_id) WHERE live_round_id IS NOT NULL;

-- Which process runs the live tables' rounds (one lease for every table; another process takes over when it lapses).
CREATE TABLE live_lease (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  holder      text NOT NULL,
  expires_at  timestamptz NOT NULL
);
