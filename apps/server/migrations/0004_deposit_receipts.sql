-- Deposit receipts (the player's payment slip images), kept in the database so every server process behind a load
-- balancer can serve them, and so a backup holds them with the deposit they prove. Staff-only; never under /storage.
CREATE TABLE deposit_receipts (
  id            bigserial PRIMARY KEY,
  deposit_id    bigint NOT NULL REFERENCES deposits (id),
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size          integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  sha256        text NOT NULL,
  data          bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (deposit_id, sha256)
);
CREATE INDEX deposit_receipts_deposit_idx ON deposit_receipts (deposit_id);
