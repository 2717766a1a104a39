import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ExchangeSport } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, EmptyState, EventListSkeleton, EventRow, SportSection, SportTabs } from '@khela/ui';
import { byPlayThenStart, isSport, oddsViewHref, Page, StickyBar, useAllSportsEvents, useOpenEvent } from './shared';

/**
 * /exchange: the sport switcher, then the sport's matches in play and upcoming, each with its best back and lay
 * prices. The chosen sport is in the query (`?sport=`), so coming back from a market lands on the same list.
 */
export default function ExchangeHomePage() {
  const { t } = useTranslation(['exchange', 'ui']);
  const [params, setParams] = useSearchParams();
  const raw = params.get('sport');
  const sport: ExchangeSport = isSport(raw) ? raw : 'cricket';
  const open = useOpenEvent();
  // every sport is polled (small, cached reads) so each tab can show how many matches are live
  const { bySport } = useAllSportsEvents();
  const q = bySport[sport];

  const liveCounts = useMemo(
    () => ({
      cricket: bySport.cricket.data?.filter((e) => e.inplay).length,
      soccer: bySport.soccer.data?.filter((e) => e.inplay).length,
      tennis: bySport.tennis.data?.filter((e) => e.inplay).length,
    }),
    [bySport.cricket.data, bySport.soccer.data, bySport.tennis.data],
  );
  const { inplay, upcoming } = useMemo(() => {
    const list = [...(q.data ?? [])].sort(byPlayThenStart);
    return { inplay: list.filter((e) => e.inplay), upcoming: list.filter((e) => !e.inplay) };
  }, [q.data]);

  const sportName = t(`exchange:lists.sport.${sport}`);
  let body;
  if (q.data === undefined && q.isError) {
    body = (
      <EmptyState text={t('exchange:lists.home.loadError')} icon="refresh">
        <Button variant="secondary" size="sm" onClick={() => void q.refetch()}>
          {t('ui:retry')}
        </Button>
      </EmptyState>
    );
  } else if (q.data === undefined) {
    body = <EventListSkeleton rows={4} label={t('ui:loading')} />;
  } else if (inplay.length + upcoming.length === 0) {
    body = <EmptyState text={t('exchange:lists.home.none', { sport: sportName })} icon="clock" />;
  } else {
    body = (
      <>
        {inplay.length > 0 && (
          <SportSection title={t('exchange:lists.nav.inplay')} count={inplay.length} live collapsible={false}>
            {inplay.map((e) => (
              <EventRow key={e.EventId} event={e} onOpen={open} href={oddsViewHref(e)} />
            ))}
          </SportSection>
        )}
        {upcoming.length > 0 && (
          <SportSection title={t('exchange:lists.section.upcoming')} count={upcoming.length} collapsible={false}>
            {upcoming.map((e) => (
              <EventRow key={e.EventId} event={e} onOpen={open} href={oddsViewHref(e)} />
            ))}
          </SportSection>
        )}
      </>
    );
  }

  return (
    <>
      <StickyBar>
        <SportTabs value={sport} onChange={(s) => setParams({ sport: s }, { replace: true })} liveCounts={liveCounts} />
      </StickyBar>
      <Page data-testid="exchange-home">{body}</Page>
    </>
  );
}
