import { Fragment, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { formatDateTime, formatMoney, formatNumber, localized, tryParseMoney, type RoundRecall } from '@khela/domain';
import { currentLanguage, useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';

/**
 * Game recall (GLI-19 §4.14): one round as GET /api/betting-record/rounds/{id} answers it — game, Dhaka time, stake,
 * payout, net, the outcome in the game's own terms and, for our games, the fairness proof with a link to the
 * verifier. A provider's round shows what we hold (amounts, times, the provider's round id).
 */
export type RecalledRound = Omit<RoundRecall, 'game_type' | 'currency'>;

export interface RoundRecallProps {
  round: RecalledRound;
  /** Where the verifier lives ('' on the same origin); links open in a new tab. */
  verifyBase?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 800;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 6px ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Net = styled.span<{ $sign: number }>`
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.success : $sign < 0 ? theme.colors.danger : theme.colors.text)};
`;

const Mono = styled.code`
  display: block;
  padding: 6px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 11px;
  line-height: 1.4;
  word-break: break-all;
  user-select: all;
`;

const Proof = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const VerifyLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Ball = styled.span<{ $tone: 'hit' | 'miss' | 'red' | 'black' | 'green' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  height: 28px;
  padding: 0 4px;
  border-radius: 14px;
  font-size: 12px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  ${({ $tone, theme }) =>
    $tone === 'hit'
      ? css`
          background: ${theme.colors.gold};
          color: ${theme.colors.goldText};
        `
      : $tone === 'red'
        ? css`
            background: #d33c3c;
            color: #fff;
          `
        : $tone === 'black'
          ? css`
              background: #1c1f26;
              color: #fff;
              border: 1px solid ${theme.colors.border};
            `
          : $tone === 'green'
            ? css`
                background: #17914f;
                color: #fff;
              `
            : css`
                background: ${theme.colors.surfaceAlt};
                color: ${theme.colors.text};
              `}
`;

const Grid = styled.div<{ $cols: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols }) => $cols}, minmax(0, 1fr));
  gap: 3px;
  max-width: ${({ $cols }) => $cols * 52}px;
`;

const Cell = styled.span<{ $tone: 'mine' | 'hit' | 'open' | 'plain' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 28px;
  padding: 2px;
  border-radius: 6px;
  font-size: 11px;
  font-weight: 700;
  text-align: center;
  overflow: hidden;
  background: ${({ theme, $tone }) => ($tone === 'mine' ? 'rgba(211, 60, 60, 0.55)' : $tone === 'hit' ? '#e03b3b' : $tone === 'open' ? 'rgba(18, 185, 129, 0.7)' : theme.colors.surfaceAlt)};
  color: ${({ theme, $tone }) => ($tone === 'plain' ? theme.colors.text : '#fff')};
  box-shadow: ${({ $tone }) => ($tone === 'hit' ? 'inset 0 0 0 2px #fff' : 'none')};
`;

type Translate = ReturnType<typeof useTranslation<'records'>>['t'];

function money(v: string): string {
  const p = tryParseMoney(v);
  return p === null ? v : formatMoney(p, { currencySymbol: true });
}

function signOf(v: string): number {
  return v.startsWith('-') ? -1 : /[1-9]/.test(v) ? 1 : 0;
}

/** A multiplier as the games print it: two decimals and ×, in the display language's digits. */
function times(x: number): string {
  return `${formatNumber(x.toFixed(2))}×`;
}

const SLOT_SYMBOLS = ['tiger', 'elephant', 'peacock', 'boat', 'lotus', 'wild', 'scatter'] as const;

/** The outcome of one of our rounds in the game's own terms; null when there is nothing to show. */
function Outcome({ round, t }: { round: RecalledRound; t: Translate }): ReactNode {
  const o = (round.outcome ?? null) as Record<string, unknown> | null;
  const p = (round.params ?? {}) as Record<string, unknown>;
  if (!o) return null;
  switch (round.game_code) {
    case 'dice': {
      const key = p.direction === 'over' ? 'recall.out.diceOver' : 'recall.out.diceUnder';
      return <p data-testid="recall-outcome-text">{t(key, { roll: formatNumber(Number(o.roll).toFixed(2)), target: formatNumber(Number(p.target).toFixed(2)) })}</p>;
    }
    case 'limbo':
      return <p data-testid="recall-outcome-text">{t('recall.out.limbo', { result: times(Number(o.result)), target: times(Number(p.target)) })}</p>;
    case 'plinko':
      return <p data-testid="recall-outcome-text">{t('recall.out.plinko', { bucket: formatNumber(Number(o.bucket)), multiplier: times(Number(o.multiplier)) })}</p>;
    case 'keno': {
      const hits = new Set((o.hits as number[] | undefined) ?? []);
      const drawn = (o.drawn as number[] | undefined) ?? [];
      return (
        <>
          <p data-testid="recall-outcome-text">{t('recall.out.keno', { hits: formatNumber(hits.size), picks: formatNumber(((p.picks as number[] | undefined) ?? []).length) })}</p>
          <Chips aria-label={t('recall.drawn')}>
            {drawn.map((n) => (
              <Ball key={n} $tone={hits.has(n) ? 'hit' : 'miss'}>
                {formatNumber(n)}
              </Ball>
            ))}
          </Chips>
        </>
      );
    }
    case 'roulette': {
      const color = o.color === 'red' || o.color === 'black' ? o.color : 'green';
      return (
        <Chips>
          <Ball $tone={color} data-testid="recall-outcome-text">
            {formatNumber(Number(o.pocket))}
          </Ball>
          <p>{t(color === 'red' ? 'recall.out.rouletteRed' : color === 'black' ? 'recall.out.rouletteBlack' : 'recall.out.rouletteGreen', { pocket: formatNumber(Number(o.pocket)) })}</p>
        </Chips>
      );
    }
    case 'slot': {
      const spins = (o.spins as { grid: string[][]; free: boolean }[] | undefined) ?? [];
      const grid = spins[0]?.grid ?? [];
      const label = (s: string) => ((SLOT_SYMBOLS as readonly string[]).includes(s) ? t(`recall.symbol.${s as (typeof SLOT_SYMBOLS)[number]}`) : s);
      return (
        <>
          <p data-testid="recall-outcome-text">{t('recall.out.slot', { multiplier: times(Number(o.multiplier)), free: formatNumber(Number(o.free_spins ?? 0)) })}</p>
          <Grid $cols={5} aria-label={t('recall.reels')}>
            {[0, 1, 2].flatMap((row) =>
              grid.map((reel, i) => (
                <Cell key={`${row}-${i}`} $tone="plain">
                  {label(reel[row] ?? '')}
                </Cell>
              )),
            )}
          </Grid>
          <small>{t('recall.symbolLegend')}</small>
        </>
      );
    }
    case 'mines': {
      const mines = (o.mines as number[] | null) ?? null;
      const revealed = new Set((o.revealed as number[] | undefined) ?? []);
      const mineSet = new Set(mines ?? []);
      return (
        <>
          <p data-testid="recall-outcome-text">
            {t('recall.out.mines', { opened: formatNumber(revealed.size), mines: formatNumber(Number(p.mines ?? mineSet.size)) })}
            {mines === null && <small> {t('recall.boardHidden')}</small>}
          </p>
          <Grid $cols={5} aria-label={t('recall.board')}>
            {Array.from({ length: 25 }, (_, i) => (
              <Cell key={i} $tone={mineSet.has(i) ? (revealed.has(i) ? 'hit' : 'mine') : revealed.has(i) ? 'open' : 'plain'} data-mine={mineSet.has(i) ? '1' : '0'}>
                {mineSet.has(i) ? '✹' : revealed.has(i) ? '◆' : ''}
              </Cell>
            ))}
          </Grid>
        </>
      );
    }
    case 'crash': {
      const point = typeof o.crash_point === 'number' ? o.crash_point : round.crash?.crash_point ?? null;
      const out = typeof o.cashed_out_at === 'number' ? o.cashed_out_at : null;
      return (
        <p data-testid="recall-outcome-text">
          {point === null ? t('recall.out.crashFlying') : t('recall.out.crash', { point: times(point) })}{' '}
          {out === null ? t('recall.out.noCashout') : t('recall.out.cashout', { at: times(out) })}
        </p>
      );
    }
    default:
      return null;
  }
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♣', '♦'];
/** A card 0..51 as players write it (K♠). */
function cardText(card: number): string {
  return `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
}

/** A live table round: what was dealt, place by place, the player's stakes per spot, and the proof. */
function LiveRecall({ live, verifyBase, t }: { live: NonNullable<RecalledRound['live']>; verifyBase: string; t: Translate }) {
  const places = new Map<string, string[]>();
  for (const s of live.deal?.steps ?? []) {
    const shown = s.card !== undefined ? cardText(s.card) : s.die !== undefined ? formatNumber(s.die) : '';
    places.set(s.to, [...(places.get(s.to) ?? []), shown]);
  }
  return (
    <Section data-testid="recall-live">
      <h4>{t('recall.live.dealt')}</h4>
      {live.phase === 'voided' ? (
        <p>{t('recall.live.voided')}</p>
      ) : places.size === 0 ? (
        <p>{t('recall.live.notDealt')}</p>
      ) : (
        <Facts data-testid="recall-live-deal">
          {[...places.entries()].map(([to, cards]) => (
            <Fragment key={to}>
              <dt>{t(`recall.live.places.${to}`, { defaultValue: to })}</dt>
              <dd>{cards.join(' ')}</dd>
            </Fragment>
          ))}
        </Facts>
      )}
      <h4>{t('recall.live.bets')}</h4>
      <Facts data-testid="recall-live-bets">
        {Object.entries(live.spots).map(([spot, stake]) => (
          <Fragment key={spot}>
            <dt>{t(`recall.live.spots.${spot}`, { defaultValue: spot })}</dt>
            <dd>{money(stake)}</dd>
          </Fragment>
        ))}
      </Facts>
      <Proof>
        <small>{t('recall.live.seed')}</small>
        {live.seed ? <Mono data-testid="recall-live-seed">{live.seed}</Mono> : <p>{t('recall.live.seedHidden')}</p>}
      </Proof>
      {live.seed && (
        <VerifyLink href={`${verifyBase}${live.verify_url}`} target="_blank" rel="noopener noreferrer" data-testid="recall-verify">
          <Icon name="lock" size={16} />
          {t('recall.live.verify')}
        </VerifyLink>
      )}
    </Section>
  );
}

/** One round recalled: the facts, the outcome and the proof. */
export function RoundRecall({ round: r, verifyBase = '' }: RoundRecallProps) {
  const { t } = useTranslation('records');
  const lang = currentLanguage();
  const name = localized(r.game_name, r.game_name_bn, lang);
  const sign = signOf(r.net);
  return (
    <Root data-testid="round-recall" data-game={r.game_code}>
      <Section>
        <h4>
          {name} <small>· {r.provider_name}</small>
        </h4>
        <Facts>
          <dt>{t('time')}</dt>
          <dd>{formatDateTime(r.created_at)}</dd>
          {r.settled_at && r.settled_at !== r.created_at && (
            <>
              <dt>{t('settleDate')}</dt>
              <dd>{formatDateTime(r.settled_at)}</dd>
            </>
          )}
          <dt>{t('betAmount')}</dt>
          <dd data-testid="recall-stake">{money(r.stake)}</dd>
          <dt>{t('winAmount')}</dt>
          <dd data-testid="recall-payout">{money(r.payout)}</dd>
          <dt>{t('profitLoss')}</dt>
          <dd data-testid="recall-net">
            <Net $sign={sign}>
              {sign > 0 ? '+' : ''}
              {money(r.net)}
            </Net>
          </dd>
          <dt>{t('recall.status')}</dt>
          <dd>{t(`statuses.${r.status}`)}</dd>
          <dt>{t('recall.roundRef')}</dt>
          <dd>{r.round_ref}</dd>
        </Facts>
      </Section>
      {r.own ? (
        <Section data-testid="recall-outcome">
          <h4>{t('recall.outcome')}</h4>
          <Outcome round={r} t={t} />
          {signOf(r.payout) > 0 && r.status !== 'refunded' && <small>{t('recall.paid', { multiplier: times(Number(r.multiplier)) })}</small>}
        </Section>
      ) : (
        <Section data-testid="recall-provider">
          <small>{t('recall.providerNote', { provider: r.provider_name })}</small>
        </Section>
      )}
      {r.fair && (
        <Section data-testid="recall-proof">
          <h4>{t('recall.proof')}</h4>
          <Proof>
            <small>{t('recall.serverSeedHash')}</small>
            <Mono>{r.fair.server_seed_hash}</Mono>
          </Proof>
          <Proof>
            <small>{t('recall.serverSeed')}</small>
            {r.fair.server_seed ? <Mono data-testid="recall-server-seed">{r.fair.server_seed}</Mono> : <p>{t('recall.seedHidden')}</p>}
          </Proof>
          <Facts>
            <dt>{t('recall.clientSeed')}</dt>
            <dd>{r.fair.client_seed}</dd>
            <dt>{t('recall.nonce')}</dt>
            <dd>{formatNumber(r.fair.nonce)}</dd>
          </Facts>
          <VerifyLink href={`${verifyBase}${r.fair.verify_url}`} target="_blank" rel="noopener noreferrer" data-testid="recall-verify">
            <Icon name="lock" size={16} />
            {t('recall.verify')}
          </VerifyLink>
        </Section>
      )}
      {r.live && <LiveRecall live={r.live} verifyBase={verifyBase} t={t} />}
      {r.crash && (
        <Section data-testid="recall-proof">
          <h4>{t('recall.proof')}</h4>
          {r.crash.hash && (
            <Proof>
              <small>{t('recall.crashHash')}</small>
              <Mono>{r.crash.hash}</Mono>
            </Proof>
          )}
          <VerifyLink href={`${verifyBase}${r.crash.verify_url}`} target="_blank" rel="noopener noreferrer" data-testid="recall-verify">
            <Icon name="lock" size={16} />
            {t('recall.verifyCrash')}
          </VerifyLink>
        </Section>
      )}
    </Root>
  );
}
