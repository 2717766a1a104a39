-- Issue 31: Bookmaker and Fancy are the house's own prices and take a bet at once (players in Bangladesh expect it),
-- so they get their own in-play delay per sport, 0 by default, apart from the exchange's (Match Odds) delay. New
-- Bookmaker and Fancy markets take it; those still trading had been given the exchange's delay and now take the new
-- default (the operator can set a market's delay again in the console).
ALTER TABLE exchange_settings
  ADD COLUMN house_bet_delay_cricket_ms integer NOT NULL DEFAULT 0 CHECK (house_bet_delay_cricket_ms BETWEEN 0 AND 15000),
  ADD COLUMN house_bet_delay_soccer_ms  integer NOT NULL DEFAULT 0 CHECK (house_bet_delay_soccer_ms BETWEEN 0 AND 15000),
  ADD COLUMN house_bet_delay_tennis_ms  integer NOT NULL DEFAULT 0 CHECK (house_bet_delay_tennis_ms BETWEEN 0 AND 15000);
UPDATE exchange_markets SET bet_delay_ms = 0 WHERE kind IN ('bookmaker', 'fancy') AND status IN ('open', 'suspended');
