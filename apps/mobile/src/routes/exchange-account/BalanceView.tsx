import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useExchangeSummaryQuery } from '@khela/api';
import { tryParseMoney } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon, Skeleton } from '@khela/ui';
import { wireTaka } from '../funds/money';
import { Card, ListState } from './ui';
import { useBalancePush } from './useBalancePush';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(34, 197, 94, 0.6); }
  70% { box-shadow: 0 0 0 6px rgba(34, 197, 94, 0); }
  100% { box-shadow: 0 0 0 0 rgba(34, 197, 94, 0); }
`;

const Total = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(245, 194, 66, 0.14), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.surfaceAlt}, ${({ theme }) => theme.colors.surface});
  header { display: flex; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space(2)}; }
  header small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
  strong { font-size: 28px; font-weight: 800; font-variant-numeric: tabular-nums; line-height: 1.1; overflow-wrap: anywhere; }
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.success};
  font-size: 11px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  &::before {
    content: '';
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: currentColor;
    animation: ${pulse} 1.8s infinite;
  }
  @media (prefers-reduced-motion: reduce) { &::before { animation: none; } }
`;

/** Available (gold) and exposure (red) as parts of the balance. */
const Split = styled.div`
  display: flex;
  height: 8px;
  border-radius: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  span:first-child { background: ${({ theme }) => theme.colors.gold}; }
  span:last-child { background: ${({ theme }) => theme.colors.danger}; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Figure = styled(Card)<{ $accent: string }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space(3)};
  border-top: 3px solid ${({ $accent }) => $accent};
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 700; }
  b { font-size: 18px; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 11.5px; line-height: 1.4; }
`;

const Counts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const CountRow = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  &:hover { text-decoration: none; background: rgba(255, 255, 255, 0.04); }
  span { flex: 1; font-size: 14px; font-weight: 600; }
  b { font-size: 16px; font-weight: 800; font-variant-numeric: tabular-nums; }
  svg { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A part's share of the whole in percent (0–100), from wire money. */
function share(part: string, whole: string): number {
  const p = tryParseMoney(part);
  const w = tryParseMoney(whole);
  if (p === null || w === null || w <= 0n) return 0;
  return Number((p * 10000n) / w) / 100;
}

/**
 * Balance Overview: balance = available + exposure, the open markets and unmatched orders. Live: the summary is
 * refetched when the player's orders change (its cache tags) and on every balance push (`balance.changed`).
 */
export function BalanceView() {
  const { t } = useTranslation(['exchange']);
  const q = useExchangeSummaryQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: 30_000 });
  const { refetch } = q;
  useBalancePush(() => void refetch());

  const s = q.data;
  return (
    <ListState loading={!s && !q.isError} error={!s && q.isError} empty={false} onRetry={() => void refetch()} emptyText="" skeletons={2}>
      {s ? (
        <>
          <Total data-testid="xa-balance">
            <header>
              <small>{t('account.balance.balance')}</small>
              <Live>{t('lists.row.live')}</Live>
            </header>
            <strong data-testid="xa-balance-total">{wireTaka(s.balance)}</strong>
            <Split aria-hidden>
              <span style={{ width: `${share(s.available, s.balance)}%` }} />
              <span style={{ width: `${share(s.exposure, s.balance)}%` }} />
            </Split>
          </Total>
          <Pair>
            <Figure $accent="#f5c242">
              <small>{t('account.balance.available')}</small>
              <b data-testid="xa-balance-available">{wireTaka(s.available)}</b>
              <p>{t('account.balance.availableHint')}</p>
            </Figure>
            <Figure $accent="#f0445a">
              <small>{t('lists.header.exposure')}</small>
              <b data-testid="xa-balance-exposure">{wireTaka(s.exposure)}</b>
              <p>{t('account.balance.exposureHint')}</p>
            </Figure>
          </Pair>
          <Counts>
            <li>
              <CountRow to="?view=bets&tab=matched" state={{ fromMenu: true }} data-testid="xa-open-markets">
                <span>{t('account.balance.openMarkets')}</span>
                <b>{s.open_markets}</b>
                <Icon name="chevronRight" size={18} />
              </CountRow>
            </li>
            <li>
              <CountRow to="?view=bets&tab=unmatched" state={{ fromMenu: true }} data-testid="xa-unmatched-orders">
                <span>{t('page.unmatchedTitle')}</span>
                <b>{s.unmatched_orders}</b>
                <Icon name="chevronRight" size={18} />
              </CountRow>
            </li>
          </Counts>
        </>
      ) : (
        <Skeleton height={160} radius="16px" />
      )}
    </ListState>
  );
}
