-- Games: the catalogue operators manage (types, providers, games), favourites, launches and game
-- sessions, provably fair seeds, rounds and the seamless game wallet's transactions, and Crash's shared rounds.
-- Money is BIGINT poisha; every bet, win and rollback is a ledger transaction written in the same database
-- transaction as its game_wallet_tx row (UNIQUE per provider and provider transaction id).

-- ---------------------------------------------------------------- catalogue
CREATE TABLE game_types (
  code        text PRIMARY KEY CHECK (code ~ '^[A-Z]{2,12}$'),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  sort_order  integer NOT NULL DEFAULT 0,
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
);
INSERT INTO game_types (code, name, sort_order) VALUES
  ('SPORTS', 'Sports', 1), ('LIVE', 'Casino', 2), ('SLOT', 'Slot', 3), ('TABLE', 'Table', 4),
  ('BINGO', 'Poker', 5), ('EGAME', 'Crash', 6), ('FH', 'Fishing', 7), ('LOTTO', 'Lottery', 8);

CREATE TABLE game_providers (
  id             bigserial PRIMARY KEY,
  -- The platform code the apps and the spec's calls use (get-provider's `platform`, game-run's `platform`).
  platform       text NOT NULL CHECK (platform ~ '^[A-Z0-9_]{2,20}$'),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  logo           text NOT NULL DEFAULT '' CHECK (length(logo) <= 300),
  -- internal: our games app (apps/games), wallet calls in-process; external: an aggregator or provider that
  -- launches from `launch_url` and calls POST /api/provider/{platform}/wallet signed with `wallet_secret`.
  kind           text NOT NULL CHECK (kind IN ('internal', 'external')),
  -- External launch address; {token} {game} {lang} {lobby} {mobile} are filled in at launch.
  launch_url     text NOT NULL DEFAULT '' CHECK (length(launch_url) <= 500),
  wallet_secret  text NOT NULL DEFAULT '' CHECK (length(wallet_secret) <= 200),
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'maintenance')),
  sort_order     integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'internal' OR length(wallet_secret) >= 16)
);
CREATE UNIQUE INDEX game_providers_platform_key ON game_providers (platform);

CREATE TABLE games (
  id             bigserial PRIMARY KEY,
  provider_id    bigint NOT NULL REFERENCES game_providers (id),
  code           text NOT NULL CHECK (code ~ '^[A-Za-z0-9_.:-]{1,60}$'),
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  type           text NOT NULL REFERENCES game_types (code),
  poster         text NOT NULL DEFAULT '' CHECK (length(poster) <= 300),
  display_order  integer NOT NULL DEFAULT 0,
  -- Published return to player in percent (e.g. 99.00), when the provider states it.
  rtp            numeric(5, 2) CHECK (rtp IS NULL OR (rtp > 0 AND rtp <= 100)),
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX games_provider_code_key ON games (provider_id, code);
CREATE INDEX games_type_idx ON games (type, display_order) WHERE status = 'active';

CREATE TABLE game_favorites (
  player_id   bigint NOT NULL REFERENCES players (id),
  game_id     bigint NOT NULL REFERENCES games (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_id)
);

-- ---------------------------------------------------------------- launches and game sessions
-- game-run makes a one-time launch token (stored hashed, short-lived); the game trades it once for a session token
-- (stored hashed) scoped to this player and this game, which expires.
CREATE TABLE game_sessions (
  id                  bigserial PRIMARY KEY,
  player_id           bigint NOT NULL REFERENCES players (id),
  game_id             bigint NOT NULL REFERENCES games (id),
  -- The player's site session that launched the game: logging out there ends the game session too.
  auth_session_id     bigint NOT NULL REFERENCES sessions (id),
  launch_hash         text NOT NULL,
  launch_expires_at   timestamptz NOT NULL,
  token_hash          text,
  expires_at          timestamptz,
  lang                text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'bn')),
  is_mobile           boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  started_at          timestamptz,
  last_seen_at        timestamptz,
  revoked_at          timestamptz,
  CHECK ((token_hash IS NULL) = (started_at IS NULL))
);
CREATE UNIQUE INDEX game_sessions_launch_key ON game_sessions (launch_hash);
CREATE UNIQUE INDEX game_sessions_token_key ON game_sessions (token_hash) WHERE token_hash IS NOT NULL;
CREATE INDEX game_sessions_player_idx ON game_sessions (player_id, created_at DESC);

-- ---------------------------------------------------------------- provably fair seeds
-- One active seed pair per player; the server seed stays secret (only its SHA-256 is shown) until rotated.
CREATE TABLE fair_seeds (
  id                bigserial PRIMARY KEY,
  player_id         bigint NOT NULL REFERENCES players (id),
  server_seed       text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash  text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed       text NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  next_nonce        integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'revealed')),
  created_at        timestamptz NOT NULL DEFAULT now(),
  revealed_at       timestamptz,
  CHECK ((status = 'revealed') = (revealed_at IS NOT NULL))
);
CREATE UNIQUE INDEX fair_seeds_active_key ON fair_seeds (player_id) WHERE status = 'active';

-- ---------------------------------------------------------------- crash (shared rounds from a hash chain)
-- A chain of `length` hashes from a secret terminal seed; rounds play it from index 0 (the last hash generated).
-- `anchor` = SHA-256(hash of index 0) and `salt` are published when the chain is created.
CREATE TABLE crash_chains (
  id              bigserial PRIMARY KEY,
  terminal_seed   text NOT NULL CHECK (terminal_seed ~ '^[0-9a-f]{64}$'),
  length          integer NOT NULL CHECK (length > 0),
  salt            text NOT NULL CHECK (salt ~ '^[0-9a-f]{64}$'),
  anchor          text NOT NULL CHECK (anchor ~ '^[0-9a-f]{64}$'),
  next_index      integer NOT NULL DEFAULT 0 CHECK (next_index >= 0),
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'used')),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX crash_chains_active_key ON crash_chains (status) WHERE status = 'active';

CREATE TABLE crash_rounds (
  id               bigserial PRIMARY KEY,
  chain_id         bigint NOT NULL REFERENCES crash_chains (id),
  chain_index      integer NOT NULL CHECK (chain_index >= 0),
  hash             text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
  -- In hundredths (2.35× = 235).
  crash_point      integer NOT NULL CHECK (crash_point >= 100),
  phase            text NOT NULL CHECK (phase IN ('betting', 'running', 'crashed')),
  betting_ends_at  timestamptz NOT NULL,
  started_at       timestamptz,
  crashed_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX crash_rounds_chain_key ON crash_rounds (chain_id, chain_index);
CREATE UNIQUE INDEX crash_rounds_live_key ON crash_rounds ((true)) WHERE phase <> 'crashed';

-- Which server process runs the crash rounds (a lease renewed every few seconds; another process takes over when
-- it lapses).
CREATE TABLE crash_lease (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  holder      text NOT NULL,
  expires_at  timestamptz NOT NULL
);

-- ---------------------------------------------------------------- rounds and the game wallet
-- A round of any provider's game (ours: one bet; Mines: opened then settled; Crash: one bet in a shared round).
-- stake = bets less rolled-back bets; payout = wins less rolled-back wins. A settled round is a betting record.
CREATE TABLE game_rounds (
  id              bigserial PRIMARY KEY,
  provider_id     bigint NOT NULL REFERENCES game_providers (id),
  game_id         bigint NOT NULL REFERENCES games (id),
  player_id       bigint NOT NULL REFERENCES players (id),
  session_id      bigint REFERENCES game_sessions (id),
  round_ref       text NOT NULL CHECK (length(round_ref) BETWEEN 1 AND 100),
  currency        text NOT NULL,
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refunded')),
  stake           bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  payout          bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  params          jsonb,
  outcome         jsonb,
  seed_id         bigint REFERENCES fair_seeds (id),
  nonce           integer,
  crash_round_id  bigint REFERENCES crash_rounds (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK ((seed_id IS NULL) = (nonce IS NULL))
);
CREATE UNIQUE INDEX game_rounds_ref_key ON game_rounds (provider_id, round_ref);
CREATE UNIQUE INDEX game_rounds_seed_nonce_key ON game_rounds (seed_id, nonce) WHERE seed_id IS NOT NULL;
CREATE UNIQUE INDEX game_rounds_crash_player_key ON game_rounds (crash_round_id, player_id) WHERE crash_round_id IS NOT NULL;
CREATE INDEX game_rounds_player_idx ON game_rounds (player_id, created_at DESC);
CREATE INDEX game_rounds_settled_idx ON game_rounds (player_id, settled_at DESC) WHERE status <> 'open';
CREATE INDEX game_rounds_open_idx ON game_rounds (updated_at) WHERE status = 'open';

-- Every wallet call of a provider, once: the same provider transaction id again answers the stored result and
-- moves nothing. 'refused' rows remember a rollback that came before its bet, so the late bet is refused too.
CREATE TABLE game_wallet_tx (
  id                bigserial PRIMARY KEY,
  provider_id       bigint NOT NULL REFERENCES game_providers (id),
  tx_ref            text NOT NULL CHECK (length(tx_ref) BETWEEN 1 AND 100),
  kind              text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'refused')),
  round_id          bigint REFERENCES game_rounds (id),
  player_id         bigint NOT NULL REFERENCES players (id),
  amount            bigint NOT NULL CHECK (amount >= 0),
  reference_tx_ref  text,
  ledger_tx_id      bigint REFERENCES ledger_transactions (id),
  rolled_back       boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX game_wallet_tx_ref_key ON game_wallet_tx (provider_id, tx_ref);
CREATE INDEX game_wallet_tx_round_idx ON game_wallet_tx (round_id);
