-- Foundation: players, sessions, staff, one-time codes, captcha, notification outbox, site content, and the ledger core.
-- Money is BIGINT poisha everywhere. Player balances can never go negative (CHECK), whatever the code does.

CREATE TABLE agents (
  id          bigserial PRIMARY KEY,
  code        text NOT NULL,
  name        text NOT NULL,
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX agents_code_key ON agents (lower(code));

CREATE TABLE players (
  id                 bigserial PRIMARY KEY,
  username           text NOT NULL CHECK (username ~ '^[A-Za-z0-9]{8,16}$'),
  name               text NOT NULL DEFAULT '' CHECK (length(name) <= 100),
  phone              text NOT NULL CHECK (phone ~ '^[0-9]{10,15}$'),
  email              text NOT NULL CHECK (length(email) <= 254),
  password_hash      text NOT NULL,
  currency           text NOT NULL DEFAULT 'BDT' CHECK (currency IN ('BDT', 'INR', 'PKR')),
  status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'closed')),
  phone_verified     boolean NOT NULL DEFAULT false,
  email_verified_at  timestamptz,
  dofb               date,
  referral_code      text NOT NULL,
  referred_by        bigint REFERENCES players (id),
  agent_id           bigint REFERENCES agents (id),
  vip_coin           integer NOT NULL DEFAULT 0 CHECK (vip_coin >= 0),
  cash_bonus         bigint NOT NULL DEFAULT 0 CHECK (cash_bonus >= 0),
  last_login_at      timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX players_username_key ON players (lower(username));
CREATE UNIQUE INDEX players_email_key ON players (lower(email));
CREATE UNIQUE INDEX players_phone_key ON players (phone);
CREATE UNIQUE INDEX players_referral_code_key ON players (lower(referral_code));
CREATE INDEX players_referred_by_idx ON players (referred_by);

-- Bearer sessions. Only the SHA-256 of a token is stored.
CREATE TABLE sessions (
  id            bigserial PRIMARY KEY,
  player_id     bigint NOT NULL REFERENCES players (id),
  scope         text NOT NULL DEFAULT 'player' CHECK (scope IN ('player', 'exchange')),
  token_hash    text NOT NULL UNIQUE,
  ip            text,
  user_agent    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX sessions_player_idx ON sessions (player_id) WHERE revoked_at IS NULL;

CREATE TABLE staff (
  id             bigserial PRIMARY KEY,
  username       text NOT NULL,
  password_hash  text NOT NULL,
  role           text NOT NULL CHECK (role IN ('admin', 'finance', 'support')),
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_username_key ON staff (lower(username));

-- One-time codes: password reset OTPs (and, later, contact verification). Only a hash of the code is stored.
CREATE TABLE one_time_codes (
  id           bigserial PRIMARY KEY,
  player_id    bigint NOT NULL REFERENCES players (id),
  purpose      text NOT NULL CHECK (purpose IN ('password_reset', 'verify_phone', 'verify_email', 'verify_extra_phone')),
  channel      text NOT NULL CHECK (channel IN ('email', 'sms')),
  destination  text NOT NULL,
  code_hash    text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (player_id, purpose, created_at DESC);

CREATE TABLE captchas (
  id           uuid PRIMARY KEY,
  answer_hash  text NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Every notification is written here first; a transport (SMTP, SMS gateway) then sends it.
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient   text NOT NULL,
  subject     text NOT NULL DEFAULT '',
  body        text NOT NULL,
  code        text,
  status      text NOT NULL DEFAULT 'stored' CHECK (status IN ('stored', 'sent', 'failed')),
  error       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, created_at DESC);

-- ---------------------------------------------------------------- site content
CREATE TABLE logos (
  id           bigserial PRIMARY KEY,
  logo         text NOT NULL,
  mobile_logo  text NOT NULL,
  loader_logo  text NOT NULL,
  favicon      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE general_settings (
  id                  smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  site_title          text NOT NULL,
  site_status         smallint NOT NULL DEFAULT 1 CHECK (site_status IN (0, 1)),
  whatsapp            text NOT NULL DEFAULT '',
  live_chat           text NOT NULL DEFAULT '',
  intercom            text NOT NULL DEFAULT '',
  tawk_id             text NOT NULL DEFAULT '',
  withdrawal_status   smallint NOT NULL DEFAULT 1 CHECK (withdrawal_status IN (0, 1)),
  support_mail        text NOT NULL DEFAULT '',
  notice              jsonb NOT NULL DEFAULT '[]'::jsonb,
  maintenance_notice  jsonb,
  sponsor_image       text,
  app_download_url    text,
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sliders (
  id           bigserial PRIMARY KEY,
  name         text NOT NULL,
  thubmnail    text NOT NULL,
  link         text NOT NULL DEFAULT '',
  message_id   bigint,
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  slider_type  text NOT NULL CHECK (slider_type IN ('Main', 'Favourite', 'Features')),
  sort_order   integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE social_links (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL,
  link        text NOT NULL,
  icon        text NOT NULL DEFAULT '',
  sort_order  integer NOT NULL DEFAULT 0,
  status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
);

CREATE TABLE promotions (
  id                bigserial PRIMARY KEY,
  name              text NOT NULL,
  description       text NOT NULL DEFAULT '',
  thumbnail         text NOT NULL DEFAULT '',
  start_date        date NOT NULL,
  end_date          date NOT NULL,
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'display', 'inactive')),
  categories        integer[] NOT NULL DEFAULT '{}',
  deposit_bonus_pct integer NOT NULL DEFAULT 0 CHECK (deposit_bonus_pct BETWEEN 0 AND 1000),
  max_bonus         bigint NOT NULL DEFAULT 0 CHECK (max_bonus >= 0),
  min_deposit       bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  turnover_multiplier integer NOT NULL DEFAULT 1 CHECK (turnover_multiplier >= 0),
  once_per_player   boolean NOT NULL DEFAULT false,
  sort_order        integer NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);

-- ---------------------------------------------------------------- ledger core
-- Every money move is one ledger_transactions row with postings that sum to zero.
-- ledger_accounts.balance is kept equal to the sum of the account's postings in the same transaction.
CREATE TABLE ledger_accounts (
  id          bigserial PRIMARY KEY,
  code        text NOT NULL UNIQUE,
  kind        text NOT NULL CHECK (kind IN ('player', 'house')),
  player_id   bigint REFERENCES players (id),
  currency    text NOT NULL CHECK (currency IN ('BDT', 'INR', 'PKR')),
  balance     bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT player_balance_not_negative CHECK (kind <> 'player' OR balance >= 0),
  CONSTRAINT player_account_has_player CHECK ((kind = 'player') = (player_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_accounts_player_main_key ON ledger_accounts (player_id, currency) WHERE kind = 'player';

CREATE TABLE ledger_transactions (
  id               bigserial PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  reason           text NOT NULL,
  reference        text NOT NULL DEFAULT '',
  reverses_id      bigint REFERENCES ledger_transactions (id),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ledger_transactions_reverses_key ON ledger_transactions (reverses_id) WHERE reverses_id IS NOT NULL;

CREATE TABLE ledger_postings (
  id              bigserial PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id      bigint NOT NULL REFERENCES ledger_accounts (id),
  amount          bigint NOT NULL CHECK (amount <> 0),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_postings_account_idx ON ledger_postings (account_id, id);
CREATE INDEX ledger_postings_transaction_idx ON ledger_postings (transaction_id);
