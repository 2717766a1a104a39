-- Game rounds get an unguessable public id: the public verifier (GET /api/fair/rounds/{public_id}) and the games
-- app's verify links use it, so rounds cannot be listed by counting; the numeric id stays internal (console, Mines).
ALTER TABLE game_rounds ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_public_id_key UNIQUE (public_id);
