import { Fragment, useState } from 'react';
import styled, { css } from 'styled-components';
import { RecordsPanel as Panel } from '../../components/records-parts';
import { ALL, useBettingRecords, useGetBettingBetsQuery, useGetRoundRecallQuery } from '@khela/api';
import { BET_DATE_FILTERS, GAME_MESSAGES, formatDate, formatDateTime, shortGameName, type BettingGroup } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, Modal, RoundRecall, Select, Skeleton, Tabs, formatAmount } from '@khela/ui';
import { ExchangeRecordsTab } from './ExchangeRecordsTab';
import { RecordsTable } from '../../components/RecordsTable';
import { PagedPager, usePaged } from '../../components/records-paging';

type DateFilter = (typeof BET_DATE_FILTERS)[number];
type Settled = 0 | 1;
/** The records tabs: games (settled, unsettled) and the sports exchange. */
type RecordsTab = '1' | '0' | 'exchange';
const DATE_KEYS = { 0: 'dateOpt.0', 1: 'dateOpt.1', 7: 'dateOpt.7' } as const satisfies Record<DateFilter, string>;

const Filters = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > :not(:last-child) {
    width: 200px;
  }
`;

const Dates = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: auto;
`;

const Chip = styled.button<{ $on: boolean }>`
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ $on }) => ($on ? 'rgba(18, 185, 129, 0.14)' : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.textMuted)};
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Table = RecordsTable;

const GroupRow = styled.tr<{ $open: boolean }>`
  cursor: pointer;
  &:hover td {
    background: rgba(255, 255, 255, 0.03);
  }
  ${({ $open }) =>
    $open &&
    css`
      td {
        background: rgba(18, 185, 129, 0.06);
      }
    `}
`;

const Toggle = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font-weight: 600;
  svg {
    transition: transform 0.15s;
    transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

const Money = styled.span<{ $sign: number }>`
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.success : $sign < 0 ? theme.colors.danger : theme.colors.text)};
  font-weight: 600;
`;

const Inner = styled.td`
  padding: 0 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)} !important;
  background: rgba(18, 185, 129, 0.03);
  table th {
    background: transparent;
  }
`;

function signed(v: string): { text: string; sign: number } {
  const sign = v.startsWith('-') ? -1 : /[1-9]/.test(v) ? 1 : 0;
  return { text: `${sign > 0 ? '+' : ''}${formatAmount(v)}`, sign };
}

function ProfitLoss({ value }: { value: string }) {
  const { text, sign } = signed(value);
  return <Money $sign={sign}>{text}</Money>;
}

function settleText(v: string | null): string {
  if (!v) return '—';
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(v) : formatDateTime(v);
}

/** Game recall (GLI-19 §4.14): one round with its outcome and fairness proof, in a popup. */
function RoundDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const { t } = useTranslation('records');
  const q = useGetRoundRecallQuery(id ?? '', { skip: !id });
  return (
    <Modal open={id !== null} onClose={onClose} title={t('recall.title')} maxWidth={520} testId="round-dialog">
      {id !== null &&
        (q.data && q.data.id === id ? (
          <RoundRecall round={q.data} />
        ) : q.isError ? (
          <EmptyState text={t('recall.loadFailed')} onRetry={() => void q.refetch()} />
        ) : (
          <Skeleton height={320} />
        ))}
    </Modal>
  );
}

/** The single bets of one grouped row (platform, game type, day); each opens its round. */
function Bets({ group, settled }: { group: BettingGroup; settled: Settled }) {
  const { t } = useTranslation(['records', 'account', 'common', 'lobby']);
  const msg = useMessage();
  const [round, setRound] = useState<string | null>(null);
  const { data, isLoading, isError } = useGetBettingBetsQuery({ platform: group.platform, game_type: group.game_type, date: group.date, settled });
  if (isLoading) return <Skeleton height={80} />;
  const bets = data?.data ?? [];
  if (isError || bets.length === 0) return <EmptyState text={msg(GAME_MESSAGES.noData)} />;
  return (
    <>
      <Table data-testid="betting-bets">
        <thead>
          <tr>
            <th>{t('common:game')}</th>
            <th>{t('time')}</th>
            <th className="num">{t('betAmount')}</th>
            <th className="num">{t('winAmount')}</th>
            <th className="num">{t('profitLoss')}</th>
            <th>{t('common:status')}</th>
            <th aria-label={t('recall.title')} />
          </tr>
        </thead>
        <tbody>
          {bets.map((b) => (
            <tr key={b.id}>
              <td title={b.game_name}>{shortGameName(b.game_name)}</td>
              <td>{formatDateTime(b.created_at)}</td>
              <td className="num">{formatAmount(b.bet_amount)}</td>
              <td className="num">{formatAmount(b.winAmount)}</td>
              <td className="num">
                <ProfitLoss value={b.profit_loss} />
              </td>
              <td>{t(`statuses.${b.status}`)}</td>
              <td className="num">
                <Button size="sm" variant="ghost" onClick={() => setRound(b.id)} data-testid={`betting-bet-open-${b.id}`}>
                  {t('recall.title')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <RoundDialog id={round} onClose={() => setRound(null)} />
    </>
  );
}

/** Member Center › Betting Records (spec 2 "Betting records", desktop): Settled / Unsettled, filters, grouped table. */
export function BettingRecordsTab() {
  const { t } = useTranslation(['records', 'account', 'common', 'lobby', 'shell']);
  const msg = useMessage();
  const [tab, setTab] = useState<RecordsTab>('1');
  const settled: Settled = tab === '0' ? 0 : 1;
  const [open, setOpen] = useState<string | null>(null);
  // The filters (platform, game type, date), the grouped rows and the filter lists: the shared records flow.
  const records = useBettingRecords({ settled });
  const { filters, setFilter, groups, platforms, gameTypes, platformName } = records;
  const { isLoading, isFetching } = records.query;
  // Page sizes 10 / 25 / 50 / 100 (spec 2 §9) over the grouped rows; back to page 1 when a filter or the tab changes.
  const paged = usePaged(groups, `${tab}|${filters.platform}|${filters.gameType}|${filters.date}`);
  const typeName = (code: string) => t(`lobby:gameTypes.${code}`, { defaultValue: records.gameTypeName(code) ?? code });

  return (
    <Panel data-testid="betting-records">
      <h2>{t('account:memberCenter.tabs.bettingRecords')}</h2>
      <Tabs
        aria-label={t('account:memberCenter.tabs.bettingRecords')}
        items={[
          { key: '1', label: t('settled') },
          { key: '0', label: t('unsettled') },
          { key: 'exchange', label: t('shell:sports.exchange') },
        ]}
        value={tab}
        onChange={(k) => {
          setTab(k === '0' ? '0' : k === 'exchange' ? 'exchange' : '1');
          setOpen(null);
        }}
        testIdPrefix="records-tab"
      />
      {tab === 'exchange' ? (
        <ExchangeRecordsTab />
      ) : (
        <>
      <Filters>
        <Select
          label={t('platform')}
          value={filters.platform}
          options={[{ value: ALL, label: t('all') }, ...platforms.map((p) => ({ value: p.platform, label: p.name }))]}
          onChange={(e) => setFilter('platform', e.target.value)}
          data-testid="records-platform"
        />
        <Select
          label={t('gameType')}
          value={filters.gameType}
          options={[{ value: ALL, label: t('all') }, ...gameTypes.map((x) => ({ value: x.code, label: typeName(x.code) }))]}
          onChange={(e) => setFilter('gameType', e.target.value)}
          data-testid="records-game-type"
        />
        <Dates role="group" aria-label={t('common:date')}>
          {BET_DATE_FILTERS.map((d) => (
            <Chip key={d} type="button" $on={filters.date === `${d}`} aria-pressed={filters.date === `${d}`} onClick={() => setFilter('date', `${d}`)} data-testid={`records-date-${d}`}>
              {t(DATE_KEYS[d])}
            </Chip>
          ))}
        </Dates>
      </Filters>
      <Table aria-busy={isFetching} data-testid="betting-groups">
        <thead>
          <tr>
            <th>{t('platform')}</th>
            <th>{t('gameType')}</th>
            <th className="num">{t('account:item.turnoverRecord')}</th>
            <th className="num">{t('profitLoss')}</th>
            <th>{t('settleDate')}</th>
          </tr>
        </thead>
        <tbody>
          {isLoading ? (
            <tr>
              <td colSpan={5}>
                <Skeleton height={40} />
              </td>
            </tr>
          ) : (
            paged.rows.map((g) => {
              const isOpen = open === g.key;
              return (
                <Fragment key={g.key}>
                  <GroupRow $open={isOpen} onClick={() => setOpen(isOpen ? null : g.key)}>
                    <td>
                      <Toggle type="button" $open={isOpen} aria-expanded={isOpen} onClick={(e) => {
                          e.stopPropagation();
                          setOpen(isOpen ? null : g.key);
                        }}>
                        <Icon name="chevronRight" size={16} />
                        {platformName(g.platform)}
                        <small>{t('betCount', { count: g.bet_count })}</small>
                      </Toggle>
                    </td>
                    <td>{typeName(g.game_type)}</td>
                    <td className="num">{formatAmount(g.turnover)}</td>
                    <td className="num">
                      <ProfitLoss value={g.profit_loss} />
                    </td>
                    <td>{settleText(g.settle_date)}</td>
                  </GroupRow>
                  {isOpen && (
                    <tr>
                      <Inner colSpan={5}>
                        <Bets group={g} settled={settled} />
                      </Inner>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </Table>
      {!isLoading && groups.length === 0 && <EmptyState text={msg(GAME_MESSAGES.noData)} />}
      {!isLoading && <PagedPager paged={paged} testId="records-pager" />}
        </>
      )}
    </Panel>
  );
}
