import styled from 'styled-components';
import { formatDateTime, formatMoney, formatNumber, tryParseMoney } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Skeleton } from '../components/Skeleton';
import { formatOdds } from '../exchange/format';

/**
 * An exchange bet's full life as GET /api/exchange/orders/{id}/history answers it: the order placed (price, size),
 * every fill, the unmatched part cancelled or lapsed, and the settlement (result, profit or loss, the market's
 * commission). Times in Dhaka; numbers in the display language.
 */
export interface BetLife {
  id: string;
  kind: 'order' | 'bet';
  market_type: string;
  size: string;
  size_matched: string;
  size_cancelled: string;
  avg_price_matched: number | null;
  status: string;
  steps: { kind: 'placed' | 'matched' | 'cancelled' | 'lapsed' | 'settled'; at: string; price: number | null; size: string | null; amount: string | null }[];
  settlement: { result: string; profit_loss: string; settled_at: string | null; market_profit_loss: string | null; commission: string; market_net: string | null } | null;
}

export interface ExchangeBetLifeProps {
  life: BetLife;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 800;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $tone: 'done' | 'muted' | 'win' | 'loss'; $last: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ $last, theme }) => ($last ? 0 : theme.space(3))};
  &::before {
    content: '';
    display: ${({ $last }) => ($last ? 'none' : 'block')};
    position: absolute;
    left: 5px;
    top: 16px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  > i {
    flex: none;
    width: 12px;
    height: 12px;
    margin-top: 4px;
    border-radius: 50%;
    background: ${({ theme, $tone }) =>
      $tone === 'win' ? theme.colors.success : $tone === 'loss' ? theme.colors.danger : $tone === 'muted' ? theme.colors.textMuted : theme.colors.accent};
  }
  > span {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 6px ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.font.sizeSm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

function money(v: string | null): string {
  if (v === null) return '—';
  const p = tryParseMoney(v);
  return p === null ? v : formatMoney(p, { currencySymbol: true });
}

function signed(v: string): string {
  return `${!v.startsWith('-') && /[1-9]/.test(v) ? '+' : ''}${money(v)}`;
}

/** The steps of one exchange bet, then its settlement. */
export function ExchangeBetLife({ life }: ExchangeBetLifeProps) {
  const { t } = useTranslation('records');
  const fancy = life.market_type === 'fancy';
  const price = (p: number | null) => (p === null ? '' : fancy ? formatNumber(p) : formatNumber(formatOdds(p)));
  const s = life.settlement;
  const resultKey = (r: string) => (r === 'won' ? 'statuses.won' : r === 'lost' ? 'statuses.lost' : 'life.void');
  return (
    <Root data-testid="bet-life">
      <h4>{t('life.title')}</h4>
      <Steps>
        {life.steps.map((step, i) => {
          const last = i === life.steps.length - 1;
          const tone = step.kind === 'settled' ? (step.amount?.startsWith('-') ? 'loss' : 'win') : step.kind === 'cancelled' || step.kind === 'lapsed' ? 'muted' : 'done';
          const values = { size: money(step.size), price: price(step.price) };
          const text =
            step.kind === 'placed'
              ? t('life.placed', values)
              : step.kind === 'matched'
                ? t(life.kind === 'bet' ? 'life.accepted' : 'life.matched', values)
                : step.kind === 'cancelled'
                  ? t('life.cancelled', values)
                  : step.kind === 'lapsed'
                    ? t('life.lapsed', values)
                    : t('life.settled', { result: t(resultKey(s?.result ?? '')), amount: signed(step.amount ?? '0.00') });
          return (
            <Step key={`${step.kind}-${i}`} $tone={tone} $last={last} data-step={step.kind}>
              <i aria-hidden />
              <span>
                <strong>{text}</strong>
                <small>{formatDateTime(step.at)}</small>
              </span>
            </Step>
          );
        })}
      </Steps>
      <Facts data-testid="bet-life-facts">
        <dt>{t('life.size')}</dt>
        <dd>{money(life.size)}</dd>
        <dt>{t('life.sizeMatched')}</dt>
        <dd>{money(life.size_matched)}</dd>
        {life.size_cancelled !== '0.00' && (
          <>
            <dt>{t('life.sizeUnmatched')}</dt>
            <dd>{money(life.size_cancelled)}</dd>
          </>
        )}
        {life.avg_price_matched !== null && (
          <>
            <dt>{fancy ? t('life.rate') : t('life.avgPrice')}</dt>
            <dd>{price(life.avg_price_matched)}</dd>
          </>
        )}
        {s && (
          <>
            <dt>{t('life.result')}</dt>
            <dd>{t(resultKey(s.result))}</dd>
            <dt>{t('profitLoss')}</dt>
            <dd data-testid="bet-life-pl">{signed(s.profit_loss)}</dd>
            {s.market_profit_loss !== null && (
              <>
                <dt>{t('life.marketPl')}</dt>
                <dd>{signed(s.market_profit_loss)}</dd>
                <dt>{t('life.commission')}</dt>
                <dd data-testid="bet-life-commission">{money(s.commission)}</dd>
                <dt>{t('life.marketNet')}</dt>
                <dd>{signed(s.market_net ?? s.market_profit_loss)}</dd>
              </>
            )}
          </>
        )}
      </Facts>
    </Root>
  );
}

const SectionWrap = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

export interface ExchangeBetLifeSectionProps {
  /** The record's id the section is for; an answer for another id (a previous record) is not shown. */
  id: string;
  /** The answer of GET /api/exchange/orders/{id}/history once it came (useGetExchangeBetLifeQuery). */
  life: BetLife | undefined;
  failed: boolean;
}

/** Under an exchange record's detail, on both apps: its life, a skeleton while it loads, a line when it could not. */
export function ExchangeBetLifeSection({ id, life, failed }: ExchangeBetLifeSectionProps) {
  const { t } = useTranslation('records');
  return (
    <SectionWrap data-testid="xrec-life">
      {life && life.id === id ? <ExchangeBetLife life={life} /> : failed ? <p role="alert">{t('life.loadFailed')}</p> : <Skeleton height={160} radius="12px" />}
    </SectionWrap>
  );
}
