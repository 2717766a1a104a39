-- The sports exchange: events and their markets (Match Odds traded player to player; Bookmaker and Fancy priced by the
-- house), orders and their fills, house-priced bets, each player's position (the exposure held) per market, and the
-- leases that make one process the writer of a market.
--
-- Money: a player's worst-case loss in a market is moved from their main wallet to their exposure account
-- (ledger kind 'exposure', never negative) and back as it changes; exchange_positions.exposure says how much of that
-- account belongs to which market (the sum over a player's open markets equals the account's balance).

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('player', 'house', 'exposure'));
ALTER TABLE ledger_accounts DROP CONSTRAINT player_balance_not_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT player_balance_not_negative CHECK (kind = 'house' OR balance >= 0);
ALTER TABLE ledger_accounts DROP CONSTRAINT player_account_has_player;
ALTER TABLE ledger_accounts ADD CONSTRAINT player_account_has_player CHECK ((kind IN ('player', 'exposure')) = (player_id IS NOT NULL));
CREATE UNIQUE INDEX ledger_accounts_player_exposure_key ON ledger_accounts (player_id, currency) WHERE kind = 'exposure';

-- Players the platform itself runs (the market maker): real wallets and real orders, never a person.
ALTER TABLE players ADD COLUMN system_role text CHECK (system_role IN ('market_maker'));
CREATE UNIQUE INDEX players_system_role_key ON players (system_role) WHERE system_role IS NOT NULL;

CREATE TABLE exchange_settings (
  id                      smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  commission_bps          integer NOT NULL DEFAULT 200 CHECK (commission_bps BETWEEN 0 AND 2000),
  min_stake               bigint NOT NULL DEFAULT 1000 CHECK (min_stake > 0),
  max_stake               bigint NOT NULL DEFAULT 10000000 CHECK (max_stake > 0),
  bet_delay_cricket_ms    integer NOT NULL DEFAULT 5000 CHECK (bet_delay_cricket_ms BETWEEN 0 AND 15000),
  bet_delay_soccer_ms     integer NOT NULL DEFAULT 5000 CHECK (bet_delay_soccer_ms BETWEEN 0 AND 15000),
  bet_delay_tennis_ms     integer NOT NULL DEFAULT 3000 CHECK (bet_delay_tennis_ms BETWEEN 0 AND 15000),
  -- The house's worst-case loss allowed on one Bookmaker or Fancy market (default 500,000 BDT).
  house_max_exposure      bigint NOT NULL DEFAULT 50000000 CHECK (house_max_exposure > 0),
  simulator               boolean NOT NULL DEFAULT true,
  liquidity               boolean NOT NULL DEFAULT true,
  updated_at              timestamptz NOT NULL DEFAULT now()
);
INSERT INTO exchange_settings (id) VALUES (1);

CREATE TABLE exchange_competitions (
  id     bigserial PRIMARY KEY,
  sport  text NOT NULL CHECK (sport IN ('cricket', 'soccer', 'tennis')),
  name   text NOT NULL CHECK (length(name) BETWEEN 1 AND 120)
);
CREATE UNIQUE INDEX exchange_competitions_key ON exchange_competitions (sport, name);

CREATE TABLE exchange_events (
  id              bigserial PRIMARY KEY,
  sport           text NOT NULL CHECK (sport IN ('cricket', 'soccer', 'tennis')),
  competition_id  bigint REFERENCES exchange_competitions (id),
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  start_time      timestamptz NOT NULL,
  status          text NOT NULL DEFAULT 'upcoming' CHECK (status IN ('upcoming', 'in_play', 'finished', 'closed')),
  score           jsonb,
  score_text      text NOT NULL DEFAULT '',
  source          text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'simulator', 'feed')),
  external_id     text UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_events_open_idx ON exchange_events (sport, start_time) WHERE status IN ('upcoming', 'in_play');

CREATE TABLE exchange_markets (
  id                   bigserial PRIMARY KEY,
  event_id             bigint NOT NULL REFERENCES exchange_events (id),
  kind                 text NOT NULL CHECK (kind IN ('match_odds', 'bookmaker', 'fancy')),
  name                 text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  status               text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'closed', 'settled', 'voided')),
  in_play              boolean NOT NULL DEFAULT false,
  -- Match Odds trades player to player in one currency; Bookmaker and Fancy take any (the house is the other side).
  currency             text NOT NULL DEFAULT 'BDT' CHECK (currency IN ('BDT', 'INR', 'PKR')),
  commission_bps       integer NOT NULL CHECK (commission_bps BETWEEN 0 AND 2000),
  min_stake            bigint NOT NULL CHECK (min_stake > 0),
  max_stake            bigint NOT NULL CHECK (max_stake >= min_stake),
  -- Bookmaker and Fancy: the house's worst-case loss allowed on this market.
  max_exposure         bigint CHECK (max_exposure > 0),
  bet_delay_ms         integer NOT NULL DEFAULT 0 CHECK (bet_delay_ms BETWEEN 0 AND 15000),
  liquidity            boolean NOT NULL DEFAULT false,
  ball_running         boolean NOT NULL DEFAULT false,
  -- Fancy: the line (NO and YES values with their rates in percent) and what it is about.
  fancy_category       text CHECK (fancy_category IN ('fancy', 'ball_by_ball', 'khadda', 'lottery', 'odd_even')),
  no_line              integer,
  no_rate              integer CHECK (no_rate BETWEEN 1 AND 1000),
  yes_line             integer,
  yes_rate             integer CHECK (yes_rate BETWEEN 1 AND 1000),
  external_key         text,
  winner_selection_id  bigint,
  result               integer,
  matched_volume       bigint NOT NULL DEFAULT 0 CHECK (matched_volume >= 0),
  -- Bumped by every change a client can see (book, prices, status): the fencing token of the in-memory book and the
  -- validator of conditional GETs.
  version              bigint NOT NULL DEFAULT 1,
  settled_at           timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'fancy' OR (fancy_category IS NOT NULL AND no_line IS NOT NULL AND yes_line IS NOT NULL AND yes_line >= no_line)),
  CHECK (kind = 'match_odds' OR max_exposure IS NOT NULL)
);
CREATE INDEX exchange_markets_event_idx ON exchange_markets (event_id, kind);
CREATE UNIQUE INDEX exchange_markets_external_key ON exchange_markets (event_id, external_key) WHERE external_key IS NOT NULL;
CREATE INDEX exchange_markets_open_idx ON exchange_markets (id) WHERE status IN ('open', 'suspended');

-- A runner (selection) of a Match Odds or Bookmaker market. Bookmaker prices are hundredths of decimal odds.
CREATE TABLE exchange_runners (
  selection_id  bigserial PRIMARY KEY,
  market_id     bigint NOT NULL REFERENCES exchange_markets (id),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  sort          integer NOT NULL,
  back_price    integer CHECK (back_price BETWEEN 101 AND 100000),
  lay_price     integer CHECK (lay_price BETWEEN 101 AND 100000),
  suspended     boolean NOT NULL DEFAULT false,
  UNIQUE (market_id, sort)
);

-- Match Odds orders. size is the backer's stake (a lay of size s at price p risks (p - 1) * s). The unmatched part is
-- size - size_matched - size_cancelled (cancelled, lapsed, or cancelled when the market closed).
CREATE TABLE exchange_orders (
  id              bigserial PRIMARY KEY,
  market_id       bigint NOT NULL REFERENCES exchange_markets (id),
  selection_id    bigint NOT NULL REFERENCES exchange_runners (selection_id),
  player_id       bigint NOT NULL REFERENCES players (id),
  side            text NOT NULL CHECK (side IN ('back', 'lay')),
  price           integer NOT NULL CHECK (price BETWEEN 101 AND 100000),
  size            bigint NOT NULL CHECK (size > 0),
  size_matched    bigint NOT NULL DEFAULT 0 CHECK (size_matched >= 0),
  size_cancelled  bigint NOT NULL DEFAULT 0 CHECK (size_cancelled >= 0),
  -- Sum of fill price * fill size (hundredths * poisha), for the average matched price.
  matched_value   numeric NOT NULL DEFAULT 0,
  status          text NOT NULL DEFAULT 'executable' CHECK (status IN ('executable', 'execution_complete', 'cancelled', 'lapsed')),
  persistence     text NOT NULL DEFAULT 'lapse' CHECK (persistence IN ('lapse', 'persist')),
  request_id      text NOT NULL CHECK (length(request_id) BETWEEN 1 AND 64),
  outcome         text CHECK (outcome IN ('won', 'lost', 'void')),
  profit_loss     bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  CHECK (size_matched + size_cancelled <= size),
  CHECK ((status = 'executable') = (size_matched + size_cancelled < size))
);
CREATE UNIQUE INDEX exchange_orders_request_key ON exchange_orders (player_id, request_id);
CREATE INDEX exchange_orders_open_idx ON exchange_orders (market_id, id) WHERE status = 'executable';
CREATE INDEX exchange_orders_market_idx ON exchange_orders (market_id, player_id);
CREATE INDEX exchange_orders_player_idx ON exchange_orders (player_id, id);

CREATE TABLE exchange_fills (
  id              bigserial PRIMARY KEY,
  market_id       bigint NOT NULL REFERENCES exchange_markets (id),
  selection_id    bigint NOT NULL REFERENCES exchange_runners (selection_id),
  price           integer NOT NULL CHECK (price BETWEEN 101 AND 100000),
  size            bigint NOT NULL CHECK (size > 0),
  back_order_id   bigint NOT NULL REFERENCES exchange_orders (id),
  lay_order_id    bigint NOT NULL REFERENCES exchange_orders (id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_fills_market_idx ON exchange_fills (market_id, id);
CREATE INDEX exchange_fills_back_idx ON exchange_fills (back_order_id);
CREATE INDEX exchange_fills_lay_idx ON exchange_fills (lay_order_id);

-- Bookmaker and Fancy bets: the house is the counterparty. Bookmaker: side back/lay, price in hundredths of decimal
-- odds. Fancy: side yes/no, line, price = the rate in percent.
CREATE TABLE exchange_bets (
  id            bigserial PRIMARY KEY,
  market_id     bigint NOT NULL REFERENCES exchange_markets (id),
  player_id     bigint NOT NULL REFERENCES players (id),
  selection_id  bigint REFERENCES exchange_runners (selection_id),
  side          text NOT NULL CHECK (side IN ('back', 'lay', 'yes', 'no')),
  price         integer NOT NULL CHECK (price > 0),
  line          integer,
  stake         bigint NOT NULL CHECK (stake > 0),
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'void')),
  profit_loss   bigint,
  request_id    text NOT NULL CHECK (length(request_id) BETWEEN 1 AND 64),
  created_at    timestamptz NOT NULL DEFAULT now(),
  settled_at    timestamptz,
  CHECK ((side IN ('yes', 'no')) = (line IS NOT NULL AND selection_id IS NULL))
);
CREATE UNIQUE INDEX exchange_bets_request_key ON exchange_bets (player_id, request_id);
CREATE INDEX exchange_bets_market_idx ON exchange_bets (market_id, player_id);
CREATE INDEX exchange_bets_player_idx ON exchange_bets (player_id, id);

-- A player's standing in one market: the exposure held for it now and, once settled, the result.
CREATE TABLE exchange_positions (
  market_id    bigint NOT NULL REFERENCES exchange_markets (id),
  player_id    bigint NOT NULL REFERENCES players (id),
  currency     text NOT NULL CHECK (currency IN ('BDT', 'INR', 'PKR')),
  exposure     bigint NOT NULL DEFAULT 0 CHECK (exposure >= 0),
  profit_loss  bigint,
  commission   bigint NOT NULL DEFAULT 0 CHECK (commission >= 0),
  settled_at   timestamptz,
  PRIMARY KEY (market_id, player_id)
);
CREATE INDEX exchange_positions_open_idx ON exchange_positions (player_id) WHERE settled_at IS NULL;

-- Which process writes a market now (key 'market:{id}') and which runs the feed simulator (key 'feed').
CREATE TABLE exchange_leases (
  key         text PRIMARY KEY,
  holder      text NOT NULL,
  expires_at  timestamptz NOT NULL
);
