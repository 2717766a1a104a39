import { useState } from 'react';
import styled from 'styled-components';
import { selectSession, useGetTransactionsQuery, useSelector } from '@khela/api';
import { MESSAGES, formatDate, type TransactionRecord } from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { EmptyState, Skeleton } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { useT } from '../../lib/i18n';
import { daysBefore, dhakaDay, dhakaTime } from '../funds/money';
import { MiniIcon } from '../funds/parts';
import { DetailDialog } from './DetailDialog';
import { FilterSheet } from './FilterSheet';
import { Money, RecordLogo, StatusChip, signed } from './parts';
import { DEFAULT_FILTERS, activeCount, applyFilters, groupByDay, type Filters } from './filters';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Summary = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  span {
    padding: 3px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 700;
    white-space: nowrap;
  }
`;

const FilterButton = styled.button<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? 'rgba(18, 185, 129, 0.12)' : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.text)};
  font-weight: 700;
  touch-action: manipulation;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  b {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 18px;
    height: 18px;
    border-radius: 9px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    font-size: 11px;
  }
`;

const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  h2 {
    display: flex;
    justify-content: space-between;
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  touch-action: manipulation;
  &:hover, &:active { background: rgba(255, 255, 255, 0.04); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

const Kind = styled.span`
  flex: 1;
  min-width: 0;
  strong { display: block; font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 700; }
  small { display: block; margin-top: 2px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-variant-numeric: tabular-nums; }
`;

const Right = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  flex: none;
`;

/**
 * /transaction-record (spec 2 §2 Transaction records): a filter page (Status, Payment Type, Date), the list grouped
 * by day, and a detail popup with the progress timeline. Real rows only; 'No Data' when nothing matches.
 */
export default function TransactionRecordPage() {
  const { t } = useT();
  const msg = useMessage();
  const { remoteId } = useSelector(selectSession);
  const q = useGetTransactionsQuery(remoteId ?? 0, { skip: !remoteId, refetchOnMountOrArgChange: true });
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [filterOpen, setFilterOpen] = useState(false);
  const [detail, setDetail] = useState<TransactionRecord | null>(null);
  const today = dhakaDay(new Date());
  const groups = groupByDay(applyFilters(q.data ?? [], filters, today));
  const count = activeCount(filters);
  const current = detail ? ((q.data ?? []).find((r) => r.action === detail.action && r.id === detail.id) ?? detail) : null;

  const dayLabel = (day: string) =>
    day === today ? t('transactions.dateOpt.today') : day === daysBefore(today, 1) ? t('transactions.dateOpt.yesterday') : formatDate(day);

  return (
    <>
      <PageHeader title={t('account.item.transactionRecord')} back="/account" />
      <Body data-testid="transaction-record">
        <Toolbar>
          <Summary>
            <span>{t(`transactions.statusOpt.${filters.status}`)}</span>
            <span>{t(`transactions.typeOpt.${filters.type}`)}</span>
            <span>{t(`transactions.dateOpt.${filters.date}`)}</span>
          </Summary>
          <FilterButton type="button" $on={count > 0} onClick={() => setFilterOpen(true)} data-testid="transaction-filter">
            <MiniIcon name="filter" size={16} />
            {t('transactions.filter')}
            {count > 0 && <b>{count}</b>}
          </FilterButton>
        </Toolbar>

        {q.isLoading ? (
          <>
            <Skeleton height={14} width={90} />
            <Skeleton height={200} radius="16px" />
          </>
        ) : groups.length === 0 ? (
          <EmptyState text={msg(MESSAGES.noData)} icon="wallet" />
        ) : (
          groups.map((g) => (
            <Day key={g.day} aria-label={dayLabel(g.day)}>
              <h2>
                <span>{dayLabel(g.day)}</span>
                <span>{g.day !== today && g.day !== daysBefore(today, 1) ? '' : formatDate(g.day)}</span>
              </h2>
              <List>
                {g.rows.map((r) => {
                  const amount = signed(r);
                  return (
                    <li key={`${r.action}-${r.id}`}>
                      <Row type="button" onClick={() => setDetail(r)} data-testid={`transaction-row-${r.transaction_id}`} data-status={r.key}>
                        <RecordLogo row={r} />
                        <Kind>
                          <strong>{t(`transactions.typeOpt.${r.action}`)}</strong>
                          <small>
                            {dhakaTime(r.created_at)}
                            {r.payment_method ? ` · ${r.payment_method.name}` : ''} · {r.transaction_id}
                          </small>
                        </Kind>
                        <Right>
                          <Money $sign={amount.sign} $status={r.key}>{amount.text}</Money>
                          <StatusChip $key={r.key}>{t(`transactions.state.${r.key}`)}</StatusChip>
                        </Right>
                      </Row>
                    </li>
                  );
                })}
              </List>
            </Day>
          ))
        )}
      </Body>
      <FilterSheet
        open={filterOpen}
        value={filters}
        onApply={(f) => {
          setFilters(f);
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
      />
      {current && <DetailDialog row={current} onClose={() => setDetail(null)} />}
    </>
  );
}
