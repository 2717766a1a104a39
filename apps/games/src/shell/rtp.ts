import { RTP_SUMMARY, liveRules, localDigits, type OriginalGame, ORIGINALS } from '@khela/domain';

/**
 * The game's headline return to player as a percentage string ("99.00", in the player's digits), from the domain's
 * exact figures; a live table's is its best spot's (the catalogue's figure), each spot's is in its rules sheet.
 */
export function rtpPercent(game: string): string | null {
  const live = liveRules(game);
  if (live) return localDigits((Math.floor(Math.max(...Object.values(live.exactReturn)) * 10_000) / 100).toFixed(2));
  if (!(ORIGINALS as readonly string[]).includes(game)) return null;
  return localDigits((RTP_SUMMARY[game as OriginalGame].rtp * 100).toFixed(2));
}
