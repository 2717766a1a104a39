-- The exchange account pages' reads (Profit & Loss, the Activity Log, the Result tab): when an order's unmatched
-- part was last cancelled or lapsed (updated_at also moves on fills and settlement), and indexes for the player's
-- settled positions, their logins and the recently finished events.
ALTER TABLE exchange_orders ADD COLUMN cancelled_at timestamptz;
CREATE INDEX exchange_positions_settled_idx ON exchange_positions (player_id, settled_at DESC) WHERE settled_at IS NOT NULL;
CREATE INDEX sessions_player_created_idx ON sessions (player_id, created_at DESC);
CREATE INDEX exchange_events_finished_idx ON exchange_events (sport, updated_at DESC) WHERE status IN ('finished', 'closed');
