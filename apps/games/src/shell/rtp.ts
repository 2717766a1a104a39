import { RTP_SUMMARY, type OriginalGame, ORIGINALS } from '@khela/domain';

/** The game's headline return to player as a percentage string ("99.00"), from the domain's exact figures. */
export function rtpPercent(game: string): string | null {
  if (!(ORIGINALS as readonly string[]).includes(game)) return null;
  return (RTP_SUMMARY[game as OriginalGame].rtp * 100).toFixed(2);
}
