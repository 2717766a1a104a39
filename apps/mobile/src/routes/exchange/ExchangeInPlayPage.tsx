import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useExchangeResultsQuery } from '@khela/api';
import type { ExchangeResult, ExchangeSport, ExchangeSportsEvent } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import {
  addDays,
  Button,
  dhakaDay,
  EmptyState,
  EventListSkeleton,
  EventRow,
  EXCHANGE_SPORTS,
  ResultRow,
  SportSection,
  Tabs,
} from '@khela/ui';
import { byPlayThenStart, oddsViewHref, Page, StickyBar, useAllSportsEvents, useOpenEvent } from './shared';

const TABS = ['inplay', 'today', 'tomorrow', 'results'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => v !== null && (TABS as readonly string[]).includes(v);

/** Results are not live: refreshed once a minute while the tab is open. */
const RESULTS_POLL_MS = 60_000;

const TabsBar = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  & [role='tablist'] { padding: 3px; gap: 2px; }
  & [role='tab'] { flex: 1 1 auto; min-height: 38px; padding: 0 6px; gap: 4px; font-size: 13px; }
  & [role='tab'] small { min-width: 18px; padding: 0 5px; font-size: 11px; line-height: 18px; }
`;

/** The events of a tab: in play (the in-play flag, spec 2 §4), or starting on the Dhaka day of today or tomorrow. */
function pick(tab: Exclude<Tab, 'results'>, list: readonly ExchangeSportsEvent[] | undefined, today: string) {
  const tomorrow = addDays(today, 1);
  const out = (list ?? []).filter((e) =>
    tab === 'inplay' ? e.inplay : dhakaDay(e.start_time) === (tab === 'today' ? today : tomorrow),
  );
  return out.sort(byPlayThenStart);
}

function useResults(skip: boolean) {
  const opts = { skip, pollingInterval: RESULTS_POLL_MS, skipPollingIfUnfocused: true };
  const cricket = useExchangeResultsQuery('cricket', opts);
  const soccer = useExchangeResultsQuery('soccer', opts);
  const tennis = useExchangeResultsQuery('tennis', opts);
  return { cricket, soccer, tennis };
}

/** /exchange-inplay: In-Play, Today, Tomorrow and Result, grouped by Cricket, Soccer, Tennis (spec 2, Sports exchange). */
export default function ExchangeInPlayPage() {
  const { t } = useTranslation(['exchange', 'records', 'ui']);
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: Tab = isTab(rawTab) ? rawTab : 'inplay';
  const open = useOpenEvent();
  const events = useAllSportsEvents();
  const results = useResults(tab !== 'results');
  const today = dhakaDay(new Date());

  const groups = useMemo(() => {
    const out = {} as Record<Exclude<Tab, 'results'>, Record<ExchangeSport, ExchangeSportsEvent[]>>;
    for (const k of ['inplay', 'today', 'tomorrow'] as const) {
      out[k] = {
        cricket: pick(k, events.bySport.cricket.data, today),
        soccer: pick(k, events.bySport.soccer.data, today),
        tennis: pick(k, events.bySport.tennis.data, today),
      };
    }
    return out;
  }, [events.bySport.cricket.data, events.bySport.soccer.data, events.bySport.tennis.data, today]);

  const total = (k: Exclude<Tab, 'results'>) => EXCHANGE_SPORTS.reduce((n, s) => n + groups[k][s].length, 0);
  const withCount = (label: string, n: number | null) => (
    <>
      {label}
      {n !== null && n > 0 && <small>{n}</small>}
    </>
  );
  const loaded = !events.loading;
  const items = [
    { key: 'inplay', label: withCount(t('exchange:lists.nav.inplay'), loaded ? total('inplay') : null) },
    { key: 'today', label: withCount(t('records:dateOpt.0'), loaded ? total('today') : null) },
    { key: 'tomorrow', label: withCount(t('exchange:lists.inplay.tomorrow'), loaded ? total('tomorrow') : null) },
    { key: 'results', label: t('exchange:lists.inplay.results') },
  ];

  let body;
  if (tab === 'results') {
    const qs = EXCHANGE_SPORTS.map((s) => [s, results[s]] as const);
    const anyData = qs.some(([, q]) => (q.data?.length ?? 0) > 0);
    const pending = qs.some(([, q]) => q.isLoading);
    if (!anyData && pending) body = <EventListSkeleton rows={3} label={t('ui:loading')} />;
    // the results call may not answer yet (404 while it is being built): that reads as "no results", not an error
    else if (!anyData) body = <EmptyState text={t('exchange:lists.inplay.noneResults')} icon="history" />;
    else
      body = qs.map(([sport, q]) => {
        const list: ExchangeResult[] = [...(q.data ?? [])].sort((a, b) =>
          (b.settled_at ?? b.start_time).localeCompare(a.settled_at ?? a.start_time),
        );
        if (list.length === 0) return null;
        return (
          <SportSection key={sport} sport={sport} title={t(`exchange:lists.sport.${sport}`)} count={list.length}>
            {list.map((r) => (
              <ResultRow key={r.EventId} result={r} />
            ))}
          </SportSection>
        );
      });
  } else if (events.loading) {
    body = <EventListSkeleton rows={4} label={t('ui:loading')} />;
  } else if (events.error) {
    body = (
      <EmptyState text={t('exchange:lists.home.loadError')} icon="refresh">
        <Button variant="secondary" size="sm" onClick={events.refetch}>
          {t('ui:retry')}
        </Button>
      </EmptyState>
    );
  } else if (total(tab) === 0) {
    const text = {
      inplay: t('exchange:lists.inplay.noneLive'),
      today: t('exchange:lists.inplay.noneToday'),
      tomorrow: t('exchange:lists.inplay.noneTomorrow'),
    }[tab];
    body = <EmptyState text={text} icon="clock" />;
  } else {
    body = EXCHANGE_SPORTS.map((sport) => {
      const list = groups[tab][sport];
      if (list.length === 0) return null;
      return (
        <SportSection
          key={sport}
          sport={sport}
          title={t(`exchange:lists.sport.${sport}`)}
          count={list.length}
          live={list.some((e) => e.inplay)}
        >
          {list.map((e) => (
            <EventRow key={e.EventId} event={e} onOpen={open} href={oddsViewHref(e)} />
          ))}
        </SportSection>
      );
    });
  }

  return (
    <>
      <StickyBar>
        <TabsBar>
          <Tabs
            items={items}
            value={tab}
            onChange={(k) => setParams(k === 'inplay' ? {} : { tab: k }, { replace: true })}
            aria-label={t('exchange:lists.inplay.tabs')}
            testIdPrefix="inplay-tab"
          />
        </TabsBar>
      </StickyBar>
      <Page data-testid="exchange-inplay">{body}</Page>
    </>
  );
}
