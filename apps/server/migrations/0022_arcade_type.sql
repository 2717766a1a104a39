-- Issue 32: Arcade is one of the desktop's game categories (spec 2), so it is a game type of its own, ARCADE, rather
-- than a second name for EGAME (which is Crash). It lists nothing until an operator adds arcade games; the menus hide a
-- type without games, and /games?type=ARCADE shows the empty category instead of "Unknown game type.".
-- Sorted after Fishing and before Lottery, as in the desktop's navigation.
UPDATE game_types SET sort_order = sort_order + 1 WHERE code = 'LOTTO' AND sort_order = 8;
INSERT INTO game_types (code, name, sort_order) VALUES ('ARCADE', 'Arcade', 8) ON CONFLICT (code) DO NOTHING;
