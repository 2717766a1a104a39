-- "Every ledger transaction's postings sum to zero" becomes a database fact, not only a rule the wallet keeps and the
-- background ledger check reports: a constraint trigger, deferred to the commit, sums the postings of each ledger
-- transaction a statement touched and refuses the commit (SQLSTATE 23514, check_violation) when they do not balance.
-- Deferred, because a transfer writes its postings in more than one statement (the quick path moves one account,
-- then the other); at the commit every transaction must balance.
CREATE FUNCTION ledger_postings_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  t bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.transaction_id ELSE NEW.transaction_id END;
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_postings WHERE transaction_id = t;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced: its postings sum to %', t, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_balanced';
  END IF;
  -- An UPDATE that moved a posting to another transaction leaves the old one to check as well.
  IF TG_OP = 'UPDATE' AND OLD.transaction_id <> NEW.transaction_id THEN
    SELECT coalesce(sum(amount), 0) INTO total FROM ledger_postings WHERE transaction_id = OLD.transaction_id;
    IF total <> 0 THEN
      RAISE EXCEPTION 'ledger transaction % is not balanced: its postings sum to %', OLD.transaction_id, total
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_balanced';
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT OR UPDATE OR DELETE ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_postings_balanced();
