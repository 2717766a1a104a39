-- Issue 31: every product that takes a stake counts towards turnover tickets (ARCHITECTURE.md "Turnover").
-- A promotion may exclude products from its turnover (ids of TURNOVER_PRODUCTS in packages/domain: 1 casino games,
-- 2 exchange, 3 Bookmaker, 4 Fancy); a ticket of that promotion then counts nothing from them.
ALTER TABLE promotions ADD COLUMN turnover_excluded integer[] NOT NULL DEFAULT '{}';

-- What each settled exchange market (or Bookmaker / Fancy market) counted towards a player's turnover, once per
-- market and player: settling a market again (a resettlement) finds the row and counts nothing more.
CREATE TABLE turnover_counts (
  source      text PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players (id),
  product     text NOT NULL CHECK (product IN ('casino', 'exchange', 'bookmaker', 'fancy')),
  amount      bigint NOT NULL CHECK (amount >= 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX turnover_counts_player ON turnover_counts (player_id, created_at);

-- Exposure held in a market not settled yet is an open bet: it keeps turnover tickets from the low-balance release.
CREATE INDEX exchange_positions_open ON exchange_positions (player_id) WHERE exposure > 0;
