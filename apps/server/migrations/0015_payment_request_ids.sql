-- A client's id for a deposit or withdrawal submission (issue 15: clients retry a call whose answer they did not
-- get). The same id from the same player again answers the first submission and creates or moves nothing; without
-- it a retried withdrawal was refused as "pending" and a retried deposit as "start again", though it had been made.
ALTER TABLE deposits ADD COLUMN request_id text CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$');
CREATE UNIQUE INDEX deposits_request_key ON deposits (player_id, request_id) WHERE request_id IS NOT NULL;
ALTER TABLE withdrawals ADD COLUMN request_id text CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$');
CREATE UNIQUE INDEX withdrawals_request_key ON withdrawals (player_id, request_id) WHERE request_id IS NOT NULL;
