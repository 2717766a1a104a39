import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBettingRecords, useDhakaDays } from '@khela/api';
import { GAME_MESSAGES, formatDate, type BettingGroup } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Icon, Skeleton, Tabs } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { FilterSheet } from '../../components/FilterSheet';
import { RecordBody, RecordDay, RecordList, RecordRow, RecordToolbar } from '../../components/records';
import { wireTaka } from '../funds/money';
import { BetsSheet } from './BetsSheet';
import { ExchangeTab } from './ExchangeTab';
import { ALL, BET_DATE_OPTIONS, DEFAULT_BET_FILTERS, profitLoss } from './filters';
import { Facts, PL, useTypeName } from './parts';

const Main = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.strong`
  min-width: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Arrow = styled.span`
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type TabKey = 'settled' | 'exchange';

/**
 * /betting-record (spec 2 §2 Betting records, mobile): tabs Settled and Exchange, a filter page (Platform, Game Type,
 * Date), rows grouped by platform, game type and day with their turnover and profit/loss, and a drill-down to the
 * bets of a row. The Exchange tab lists the player's exchange records with their detail popup (ExchangeTab).
 */
export default function BettingRecordPage() {
  const { t } = useTranslation(['records', 'account', 'shell', 'common']);
  const msg = useMessage();
  const typeName = useTypeName();
  // ?tab=exchange keeps the Exchange tab across a reload and Back
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'exchange' ? 'exchange' : 'settled';
  const setTab = (k: TabKey) => setParams(k === 'exchange' ? { tab: k } : {}, { replace: true });
  const [filterOpen, setFilterOpen] = useState(false);
  const [open, setOpen] = useState<BettingGroup | null>(null);
  const records = useBettingRecords({ skip: tab !== 'settled', refetchOnMountOrArgChange: true });
  const { filters, setFilters, query: q, groups, platforms, gameTypes, platformName } = records;
  const gameTypeName = (code: string) => typeName(code, records.gameTypeName(code));
  const days = useMemo(() => {
    const byDay = new Map<string, { group: BettingGroup; index: number }[]>();
    groups.forEach((group, index) => {
      const list = byDay.get(group.date) ?? [];
      list.push({ group, index });
      byDay.set(group.date, list);
    });
    return [...byDay.entries()].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
  }, [groups]);

  const { today, yesterday } = useDhakaDays();
  const dayLabel = (day: string) => (day === today ? t('dateOpt.0') : day === yesterday ? t('dateOpt.1') : formatDate(day));

  return (
    <>
      <PageHeader title={t('account:item.bettingRecord')} back="/account" />
      <RecordBody data-testid="betting-record">
        <Tabs
          items={[
            { key: 'settled', label: t('settled') },
            { key: 'exchange', label: t('shell:sports.exchange') },
          ]}
          value={tab}
          onChange={(k) => setTab(k as TabKey)}
          aria-label={t('account:item.bettingRecord')}
          testIdPrefix="betting-tab"
        />

        {tab === 'exchange' ? (
          <ExchangeTab />
        ) : (
          <>
            <RecordToolbar
              chips={[
                filters.platform === ALL ? t('allPlatforms') : platformName(filters.platform),
                filters.gameType === ALL ? t('allTypes') : gameTypeName(filters.gameType),
                t(`dateOpt.${filters.date}`),
              ]}
              count={records.changed}
              onFilter={() => setFilterOpen(true)}
              testId="betting-filter"
            />
            {q.isLoading ? (
              <>
                <Skeleton height={14} width={90} />
                <Skeleton height={160} radius="16px" />
              </>
            ) : groups.length === 0 ? (
              <EmptyState text={msg(GAME_MESSAGES.noData)} icon="history" />
            ) : (
              days.map(([day, rows]) => (
                <RecordDay key={day} aria-label={dayLabel(day)}>
                  <h2>
                    <span>{dayLabel(day)}</span>
                    <span>{day === today || day === yesterday ? formatDate(day) : ''}</span>
                  </h2>
                  <RecordList>
                    {rows.map(({ group: g, index }) => {
                      const pl = profitLoss(g.profit_loss);
                      return (
                        <li key={g.key}>
                          <RecordRow type="button" onClick={() => setOpen(g)} data-testid={`betting-group-${index}`} data-platform={g.platform} data-type={g.game_type}>
                            <Main>
                              <Title>
                                {platformName(g.platform)} · {gameTypeName(g.game_type)}
                              </Title>
                              <Facts
                                items={[
                                  { label: t('bets'), value: g.bet_count },
                                  { label: t('account:item.turnoverRecord'), value: wireTaka(g.turnover) },
                                  { label: t('profitLoss'), value: <PL $tone={pl.tone}>{pl.text}</PL> },
                                ]}
                              />
                            </Main>
                            <Arrow aria-hidden>
                              <Icon name="chevronRight" size={18} />
                            </Arrow>
                          </RecordRow>
                        </li>
                      );
                    })}
                  </RecordList>
                </RecordDay>
              ))
            )}
          </>
        )}
      </RecordBody>
      <FilterSheet
        open={filterOpen}
        value={filters}
        defaults={DEFAULT_BET_FILTERS}
        groups={[
          {
            key: 'platform',
            legend: t('platform'),
            options: [{ value: ALL, label: t('allPlatforms') }, ...platforms.map((p) => ({ value: p.platform, label: p.name }))],
          },
          {
            key: 'gameType',
            legend: t('gameType'),
            options: [{ value: ALL, label: t('allTypes') }, ...gameTypes.map((g) => ({ value: g.code, label: gameTypeName(g.code) }))],
          },
          { key: 'date', legend: t('common:date'), options: BET_DATE_OPTIONS.map((d) => ({ value: d, label: t(`dateOpt.${d}`) })) },
        ]}
        onApply={(f) => {
          setFilters(f);
          setFilterOpen(false);
        }}
        onClose={() => setFilterOpen(false)}
        testId="betting-filter-sheet"
      />
      <BetsSheet group={open} platformName={open ? platformName(open.platform) : ''} onClose={() => setOpen(null)} />
    </>
  );
}
