import { Link, useOutletContext, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EXCHANGE_LIST_POLL_MS, useExchangePolling, useExchangeResultsQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import type { ExchangeResult, ExchangeSport, ExchangeSportsEvent } from '@khela/domain';
import { Skeleton, Tabs } from '@khela/ui';
import { EventTable } from './EventTable';
import { SPORTS, addDays, dhakaDay, dhakaShortDate, dhakaTime } from './format';
import { SportGlyph } from './icons';
import type { ExchangeLists } from './useExchangeLists';
import { Badge, Card, CardHead, DataTable, Empty, LiveDot, PageTitle } from './ui';

const TABS = ['inplay', 'today', 'tomorrow', 'result'] as const;
type Tab = (typeof TABS)[number];
const TAB_KEYS = {
  inplay: 'lists.nav.inplay',
  today: 'desktop.inplay.tabToday',
  tomorrow: 'lists.inplay.tomorrow',
  result: 'lists.inplay.results',
} as const satisfies Record<Tab, string>;

const Winner = styled.span`
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 700;
`;

function pick(tab: Tab, events: ExchangeSportsEvent[], now: Date): ExchangeSportsEvent[] {
  const today = dhakaDay(now);
  if (tab === 'inplay') return events.filter((e) => e.inplay);
  if (tab === 'today') return events.filter((e) => dhakaDay(e.start_time) === today);
  return events.filter((e) => !e.inplay && dhakaDay(e.start_time) === addDays(today, 1));
}

function SportGroup({ sport, count, children }: { sport: ExchangeSport; count: number; children: React.ReactNode }) {
  const { t } = useTranslation('exchange');
  return (
    <Card data-testid={`inplay-group-${sport}`}>
      <CardHead>
        <h2>
          <SportGlyph sport={sport} />
          {t(`lists.sport.${sport}`)}
        </h2>
        <Badge>{count}</Badge>
      </CardHead>
      {children}
    </Card>
  );
}

function ResultsOf({ sport }: { sport: ExchangeSport }) {
  const { t, i18n } = useTranslation('exchange');
  const { pollingInterval } = useExchangePolling(EXCHANGE_LIST_POLL_MS);
  const { data, isLoading } = useExchangeResultsQuery(sport, { pollingInterval: Math.max(pollingInterval, 15_000), skipPollingIfUnfocused: true });
  const rows: ExchangeResult[] = data ?? [];
  if (isLoading) return <Skeleton height={120} />;
  return (
    <SportGroup sport={sport} count={rows.length}>
      {rows.length === 0 ? (
        <Empty>{t('lists.inplay.noneResults')}</Empty>
      ) : (
        <DataTable>
          <thead>
            <tr>
              <th>{t('desktop.inplay.started')}</th>
              <th>{t('account.record.event')}</th>
              <th>{t('desktop.inplay.score')}</th>
              <th>{t('desktop.inplay.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.EventId}>
                <td>
                  {dhakaTime(r.start_time)}
                  <small>{dhakaShortDate(r.start_time, i18n.language)}</small>
                </td>
                <td className="wrap">
                  <strong>{r.Event}</strong>
                  <small>{r.competition}</small>
                </td>
                <td>{r.score_text || '—'}</td>
                <td>
                  {r.winner ? (
                    <Winner>{t('lists.result.winner', { name: r.winner })}</Winner>
                  ) : r.market_status === 'voided' ? (
                    t('lists.result.void')
                  ) : (
                    t('lists.result.pending')
                  )}
                  {r.settled_at && <small>{t('lists.result.settledAt', { time: `${dhakaShortDate(r.settled_at, i18n.language)} ${dhakaTime(r.settled_at)}` })}</small>}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </SportGroup>
  );
}

/** /exchange-inplay: In-Play, Today, Tomorrow and Result, grouped by Cricket, Soccer and Tennis. */
export default function InPlayPage() {
  const { t } = useTranslation('exchange');
  const lists = useOutletContext<ExchangeLists>();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'inplay';
  const now = new Date();
  const groups = SPORTS.map((s) => ({ sport: s, events: pick(tab, lists.bySport[s], now) }));
  const total = groups.reduce((n, g) => n + g.events.length, 0);
  const empty = { inplay: 'desktop.inplay.noneLive', today: 'lists.inplay.noneToday', tomorrow: 'lists.inplay.noneTomorrow', result: 'lists.inplay.noneResults' } as const;
  return (
    <>
      <PageTitle>
        <h1>
          <LiveDot /> {t('lists.nav.inplay')}
        </h1>
        <span className="grow" />
      </PageTitle>
      <Tabs
        aria-label={t('lists.inplay.tabs')}
        items={TABS.map((k) => ({ key: k, label: t(TAB_KEYS[k]) }))}
        value={tab}
        onChange={(k) => setParams(k === 'inplay' ? {} : { tab: k }, { replace: true })}
        testIdPrefix="inplay-tab"
      />
      {tab === 'result' ? (
        SPORTS.map((s) => <ResultsOf key={s} sport={s} />)
      ) : lists.loading ? (
        <Skeleton height={300} />
      ) : total === 0 ? (
        <Card>
          <Empty>
            {t(empty[tab])} {tab === 'inplay' && <Link to="/exchange-inplay?tab=today">{t('desktop.inplay.tabToday')}</Link>}
          </Empty>
        </Card>
      ) : (
        groups
          .filter((g) => g.events.length > 0)
          .map((g) => (
            <SportGroup key={g.sport} sport={g.sport} count={g.events.length}>
              <EventTable events={g.events} now={now} />
            </SportGroup>
          ))
      )}
    </>
  );
}
