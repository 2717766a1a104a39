-- Profile and contact verification: extra phone numbers, verified once per number across players.
CREATE TABLE player_phones (
  id           bigserial PRIMARY KEY,
  player_id    bigint NOT NULL REFERENCES players (id),
  phone        text NOT NULL CHECK (phone ~ '^[0-9]{10,15}$'),
  verified_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (player_id, phone)
);
CREATE INDEX player_phones_player_idx ON player_phones (player_id);
-- A number proven by one player cannot be proven by another.
CREATE UNIQUE INDEX player_phones_verified_key ON player_phones (phone) WHERE verified_at IS NOT NULL;

-- The birthday is set once: a second write is refused by the database too.
CREATE FUNCTION players_dofb_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.dofb IS NOT NULL AND NEW.dofb IS DISTINCT FROM OLD.dofb THEN
    RAISE EXCEPTION 'birthday is locked' USING ERRCODE = 'check_violation', CONSTRAINT = 'players_dofb_locked';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER players_dofb_locked BEFORE UPDATE OF dofb ON players FOR EACH ROW EXECUTE FUNCTION players_dofb_locked();
