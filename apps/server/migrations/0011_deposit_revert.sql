-- A player's own corrections of a deposit (spec 2 "Transaction records": the desktop's Revert and 'Edit and
-- resubmit'; the spec does not show their rules, these are ours):
-- - Revert: a pending manual deposit the operator has not decided may be cancelled by its player (status
--   'cancelled'); it stops counting against the receiving number's daily limit (the hold is released).
-- - Edit and resubmit: a rejected deposit may be corrected (transaction id, amount, sender) and submitted again once,
--   within deposit_resubmit_minutes of its rejection (an operator setting, 30 by default; 0 turns it off). The
--   correction is a new pending deposit pointing at the rejected one, so both stay in the history.
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('pending', 'confirmed', 'rejected', 'cancelled'));
ALTER TABLE deposits ADD COLUMN resubmit_of bigint REFERENCES deposits (id);
CREATE UNIQUE INDEX deposits_resubmit_of_key ON deposits (resubmit_of) WHERE resubmit_of IS NOT NULL;
ALTER TABLE payment_settings ADD COLUMN deposit_resubmit_minutes integer NOT NULL DEFAULT 30 CHECK (deposit_resubmit_minutes BETWEEN 0 AND 1440);
