import styled from 'styled-components';
import { formatMoney, formatNumber, isRed, rankOf, suitOf, tryParseMoney, type Card, type LiveGame, type LiveRoundPhase } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Badge, type Tone } from '../../components/kit';

/** The rank and suit of a card as text, "K♠" / "10♥" (card = rank − 1 + 13 × suit; spades, hearts, clubs, diamonds). */
export function cardText(card: Card): string {
  const r = rankOf(card);
  const rank = r === 1 ? 'A' : r === 11 ? 'J' : r === 12 ? 'Q' : r === 13 ? 'K' : String(r);
  return `${rank}${'♠♥♣♦'[suitOf(card)]}`;
}

/** A card as text, red for hearts and diamonds. */
export function CardText({ card }: { card: Card }) {
  return <CardFace $red={isRed(card)}>{cardText(card)}</CardFace>;
}

const CardFace = styled.span<{ $red: boolean }>`
  display: inline-block;
  min-width: 30px;
  padding: 1px 5px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: #f8fafc;
  color: ${({ $red }) => ($red ? '#dc2626' : '#0f172a')};
  font-weight: 800;
  font-size: 13px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/**
 * The result code of a deal, as the spot that won: each game's board codes name one of its spots
 * (Dragon Tiger D/T/X, Baccarat P/B/T, 7 Up 7 Down D/7/U, Lucky 7 L/7/H, 32 Cards 8–11 …).
 */
const RESULT_SPOT: Record<LiveGame, Record<string, string>> = {
  'teen-patti': { A: 'a', B: 'b', T: 'tie' },
  'andar-bahar': { A: 'andar', B: 'bahar' },
  'dragon-tiger': { D: 'dragon', T: 'tiger', X: 'tie' },
  baccarat: { P: 'player', B: 'banker', T: 'tie' },
  'seven-up-down': { D: 'down', '7': 'seven', U: 'up' },
  'lucky-7': { L: 'low', '7': 'seven', H: 'high' },
  'cards-32': { '8': 'p8', '9': 'p9', '10': 'p10', '11': 'p11' },
};

/** Labels of the live games, spots, results and phases in the staff member's language. */
export function useLiveLabels() {
  const { t, i18n } = useTranslation('backoffice');
  const bn = i18n.language === 'bn';
  const spot = (s: string) => t(`live.spots.${s}` as 'live.spots.a', { defaultValue: s });
  const game = (code: string) => t(`live.games.${code}` as 'live.games.baccarat', { defaultValue: code });
  const tableName = (x: { name: string; name_bn: string }) => (bn && x.name_bn.trim() ? x.name_bn : x.name);
  return {
    bn,
    game,
    spot,
    /** A place cards or dice are dealt to: a spot's name, or the joker, the card, a die. */
    place: (to: string) => (to === 'joker' || to === 'card' || to === 'die' ? t(`live.places.${to}`) : spot(to)),
    result: (gameCode: string, code: string | null) => {
      if (code === null) return null;
      const s = RESULT_SPOT[gameCode as LiveGame]?.[code];
      return s ? spot(s) : code;
    },
    phase: (p: LiveRoundPhase) => (p === 'settled' ? t('rounds.settled') : p === 'voided' ? t('exchange.voided') : t(`live.phases.${p}`)),
    /** A table's name in the staff member's language (the Bangla name when reading Bangla). */
    tableName,
    otherName: (x: { name: string; name_bn: string }) => (bn ? x.name : x.name_bn),
    /** "Dragon Tiger VIP · Dragon Tiger"; the name alone when it is the game's. */
    tableWithGame: (x: { name: string; name_bn: string; game_code: string }) => (tableName(x) === game(x.game_code) ? tableName(x) : `${tableName(x)} · ${game(x.game_code)}`),
  };
}

const PHASE_TONE: Record<LiveRoundPhase, Tone> = { betting: 'info', dealing: 'warning', settled: 'success', voided: 'neutral' };

export function PhaseBadge({ phase, testId }: { phase: LiveRoundPhase; testId?: string }) {
  const l = useLiveLabels();
  return (
    <Badge $tone={PHASE_TONE[phase]} data-testid={testId} data-phase={phase}>
      {l.phase(phase)}
    </Badge>
  );
}

/** The result as the winning spot's name with the board's code beside it, or a dash before the deal. */
export function ResultText({ game, code }: { game: string; code: string | null }) {
  const l = useLiveLabels();
  if (code === null) return <span aria-hidden>—</span>;
  return (
    <span>
      <ResultCode>{code}</ResultCode> {l.result(game, code)}
    </span>
  );
}

const ResultCode = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 22px;
  height: 20px;
  padding: 0 4px;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 800;
  font-size: 11.5px;
`;

/** GGR over turnover to the hundredth of a percent, truncated like the server's report ("3.85"); null without turnover. */
export function holdOf(ggr: string, turnover: string): string | null {
  const g = tryParseMoney(ggr);
  const t = tryParseMoney(turnover);
  if (g === null || !t) return null;
  return (Number((g * 10_000n) / t) / 100).toFixed(2);
}

/** A chip's face: the amount without the paisa when whole ("1,000"; "2.50" stays). */
export function chipText(value: string): string {
  const p = tryParseMoney(value);
  return p === null ? value : formatMoney(p, { decimals: 0 });
}

/** Seconds from milliseconds without trailing zeros: 15000 → "15", 7500 → "7.5" (as typed in the form). */
export function secondsOf(ms: number): string {
  return String(Math.round(ms) / 1000);
}

/** A count or percentage in the page's digits ("1,234"; "১,২৩৪" in Bangla), as amounts are. */
export function count(n: number | string): string {
  return formatNumber(n);
}
