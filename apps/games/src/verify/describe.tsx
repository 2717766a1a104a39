import type { OutcomeOf } from '@khela/domain';
import { MiniGrid } from './styles';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A short human reading of a game's outcome (both the recomputed and the recorded one). */
export function describe(game: string, outcome: unknown, t: Translate): string {
  if (!outcome || typeof outcome !== 'object') return '—';
  switch (game) {
    case 'dice': {
      const o = outcome as OutcomeOf['dice'];
      return t('verify.out.dice', { roll: o.roll.toFixed(2), multiplier: o.multiplier.toFixed(4) });
    }
    case 'limbo': {
      const o = outcome as OutcomeOf['limbo'];
      return t('verify.out.limbo', { result: o.result.toFixed(2), multiplier: o.multiplier.toFixed(4) });
    }
    case 'plinko': {
      const o = outcome as OutcomeOf['plinko'];
      return t('verify.out.plinko', { bucket: o.bucket, path: o.path.map((x) => (x ? 'R' : 'L')).join(''), multiplier: o.multiplier.toFixed(2) });
    }
    case 'keno': {
      const o = outcome as OutcomeOf['keno'];
      return t('verify.out.keno', { drawn: o.drawn.join(', '), hits: o.hits.length ? o.hits.join(', ') : '—', multiplier: o.multiplier.toFixed(2) });
    }
    case 'roulette': {
      const o = outcome as OutcomeOf['roulette'];
      return t('verify.out.roulette', { pocket: o.pocket, color: t(`verify.color.${o.color}`) });
    }
    case 'slot': {
      const o = outcome as OutcomeOf['slot'];
      return t('verify.out.slot', { multiplier: o.multiplier.toFixed(2), free: o.free_spins });
    }
    default:
      return '—';
  }
}

/** Mine positions (0–24) on a 5 × 5 board. */
export function MinesBoard({ mines }: { mines: number[] }) {
  const set = new Set(mines);
  return (
    <MiniGrid aria-label={mines.map((m) => m + 1).join(', ')}>
      {Array.from({ length: 25 }, (_, i) => (
        <span key={i} data-mine={set.has(i) ? '1' : '0'}>
          {set.has(i) ? '✹' : i + 1}
        </span>
      ))}
    </MiniGrid>
  );
}
