-- Issue 31: the name players see for a staff member (support chat, typing, the inbox's "support replied"), set by the
-- administrator and editable by the staff member. A login is half of the credentials and is never sent to a player;
-- an empty display name shows as the support desk's name.
ALTER TABLE staff ADD COLUMN display_name text NOT NULL DEFAULT '' CHECK (char_length(display_name) <= 40 AND display_name = btrim(display_name));
