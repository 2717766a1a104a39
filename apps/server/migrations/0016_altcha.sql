-- The proof-of-work bot check (ALTCHA, issue 31). Each solved challenge is accepted once: its nonce is kept here
-- until the challenge has expired (a replay finds its row), in the database so the rule holds across processes.
-- The HMAC secret that signs the challenges is made by the first process that needs it and shared by all (unless
-- ALTCHA_HMAC_SECRET gives one).
CREATE TABLE altcha_used (
  id text PRIMARY KEY CHECK (length(id) BETWEEN 8 AND 128),
  expires_at timestamptz NOT NULL
);
CREATE INDEX altcha_used_expires ON altcha_used (expires_at);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
