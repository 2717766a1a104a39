import { RTP_SUMMARY, localDigits, type OriginalGame, ORIGINALS } from '@khela/domain';

/** The game's headline return to player as a percentage string ("99.00", in the player's digits), from the domain's exact figures. */
export function rtpPercent(game: string): string | null {
  if (!(ORIGINALS as readonly string[]).includes(game)) return null;
  return localDigits((RTP_SUMMARY[game as OriginalGame].rtp * 100).toFixed(2));
}
