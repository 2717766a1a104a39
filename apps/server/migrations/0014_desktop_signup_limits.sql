-- The desktop two-step sign-up form has its own limits (spec 1 §5 desktop): usernames of 4–15 letters and digits,
-- where the mobile form takes 8–16. The server applies the rule of the form the edge serves the request's browser;
-- the table's CHECK is the union of the two, so either form's usernames can be stored and nothing else can.
ALTER TABLE players DROP CONSTRAINT players_username_check;
ALTER TABLE players ADD CONSTRAINT players_username_check CHECK (username ~ '^[A-Za-z0-9]{4,16}$');
