import { useMemo } from 'react';
import { localDigits, type LiveGame } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { LIVE_VIEWS } from './games';

/** A name the texts do not have yet (a spot of rules written after this screen): "cards_1_5" reads "cards 1 5". */
function plain(name: string): string {
  return localDigits(name.replace(/_/g, ' '));
}

export interface Labels {
  game: string;
  spot(spot: string): string;
  place(to: string): string;
  /** The board's short label of a result code ("D", "ড"). */
  code(code: string): string;
  /** The banner's sentence for a result code ("Dragon wins"). */
  win(code: string): string;
}

/**
 * The player's words for a live game's spots, places and results (`games:live.<game>.*`). Andar Bahar's card-count
 * spots (`cards_1_5` …) read as a range; any other name without a text shows as its name.
 */
export function useLabels(game: LiveGame): Labels {
  const { t } = useTranslation('games');
  return useMemo(() => {
    const k = (part: string, name: string) => `live.${game}.${part}.${name}`;
    const tie = LIVE_VIEWS[game].tie;
    return {
      game: t(`live.${game}.name`),
      spot: (spot) => {
        const range = /^cards_(\d+)_(\d+)$/.exec(spot);
        if (range) return t(k('spots', spot), { defaultValue: t('live.cardsRange', { from: localDigits(range[1]!), to: localDigits(range[2]!) }) });
        const over = /^cards_(\d+)_plus$/.exec(spot);
        if (over) return t(k('spots', spot), { defaultValue: t('live.cardsOver', { from: localDigits(over[1]!) }) });
        return t(k('spots', spot), { defaultValue: t(`live.spots.${spot}`, { defaultValue: plain(spot) }) });
      },
      place: (to) => t(k('places', to), { defaultValue: t(k('spots', to), { defaultValue: t(`live.spots.${to}`, { defaultValue: plain(to) }) }) }),
      code: (code) => (code === tie ? t('live.tieCode') : t(k('codes', code), { defaultValue: localDigits(code) })),
      win: (code) => (code === tie ? t('live.tieWins') : t(k('wins', code), { defaultValue: localDigits(code) })),
    };
  }, [t, game]);
}
