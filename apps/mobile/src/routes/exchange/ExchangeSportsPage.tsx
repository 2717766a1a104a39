import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ExchangeSport, ExchangeSportsEvent } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, DrillRow, EmptyState, EventListSkeleton, EventRow, EXCHANGE_SPORTS, Icon, IconButton, SportIcon } from '@khela/ui';
import { byPlayThenStart, isSport, oddsViewHref, Page, StickyBar, useAllSportsEvents, useOpenEvent } from './shared';

/** The key of the events without a competition (shown as "Other competitions"). */
const OTHER = '';

interface Competition {
  name: string;
  events: ExchangeSportsEvent[];
  live: number;
}

/** A sport's competitions (from the events' `competition`): those in play first, then by the next start. */
function competitionsOf(events: readonly ExchangeSportsEvent[]): Competition[] {
  const map = new Map<string, ExchangeSportsEvent[]>();
  for (const e of events) {
    const k = e.competition ?? OTHER;
    map.set(k, [...(map.get(k) ?? []), e]);
  }
  return [...map]
    .map(([name, list]) => ({ name, events: [...list].sort(byPlayThenStart), live: list.filter((e) => e.inplay).length }))
    .sort((a, b) => b.live - a.live || (a.name === OTHER ? 1 : 0) - (b.name === OTHER ? 1 : 0) || byPlayThenStart(a.events[0]!, b.events[0]!));
}

const Crumb = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 52px;
  padding: ${({ theme }) => `0 ${theme.space(3)} 0 ${theme.space(1)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const CrumbText = styled.div`
  flex: 1;
  min-width: 0;
  h2 { margin: 0; font-size: 16px; font-weight: 800; line-height: 1.25; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; display: flex; align-items: center; gap: 4px; }
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

const Heading = styled.h2`
  margin: 0;
  padding: 0 4px;
  font-size: 16px;
  font-weight: 800;
`;

/** /exchange-sports: sports → competitions → matches, in the query (`?sport=&competition=`) so back and reload work. */
export default function ExchangeSportsPage() {
  const { t } = useTranslation(['exchange', 'shell', 'ui']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const open = useOpenEvent();
  const rawSport = params.get('sport');
  const sport: ExchangeSport | null = isSport(rawSport) ? rawSport : null;
  const competition = sport ? params.get('competition') : null;
  const { bySport, loading, error, refetch } = useAllSportsEvents();

  const comps = useMemo(
    () => ({
      cricket: competitionsOf(bySport.cricket.data ?? []),
      soccer: competitionsOf(bySport.soccer.data ?? []),
      tennis: competitionsOf(bySport.tennis.data ?? []),
    }),
    [bySport.cricket.data, bySport.soccer.data, bySport.tennis.data],
  );

  const compName = (name: string) => (name === OTHER ? t('exchange:lists.sports.otherCompetition') : name);
  const hrefOf = (s?: ExchangeSport, c?: string) => {
    const q = new URLSearchParams();
    if (s) q.set('sport', s);
    if (s && c !== undefined) q.set('competition', c);
    const qs = q.toString();
    return `/exchange-sports${qs ? `?${qs}` : ''}`;
  };
  const drill = (href: string) => navigate(href, { state: { drill: true } });
  /** Up one level: the browser's back when we came down from there, else the parent's address. */
  const up = () => {
    if ((location.state as { drill?: boolean } | null)?.drill) navigate(-1);
    else navigate(sport && competition !== null ? hrefOf(sport) : hrefOf(), { replace: true });
  };

  const summary = (list: Competition[]) => {
    const events = list.reduce((n, c) => n + c.events.length, 0);
    return `${t('exchange:lists.sports.competitions', { count: list.length })} · ${t('exchange:lists.sports.events', { count: events })}`;
  };

  let crumb = null;
  let body;
  if (loading) {
    body = <EventListSkeleton rows={3} label={t('ui:loading')} />;
  } else if (error) {
    body = (
      <EmptyState text={t('exchange:lists.home.loadError')} icon="refresh">
        <Button variant="secondary" size="sm" onClick={refetch}>
          {t('ui:retry')}
        </Button>
      </EmptyState>
    );
  } else if (!sport) {
    body = (
      <>
        <Heading>{t('exchange:lists.sports.allSports')}</Heading>
        {EXCHANGE_SPORTS.map((s) => (
          <DrillRow
            key={s}
            title={t(`exchange:lists.sport.${s}`)}
            subtitle={summary(comps[s])}
            liveCount={comps[s].reduce((n, c) => n + c.live, 0)}
            icon={<SportIcon sport={s} size={20} />}
            href={hrefOf(s)}
            onOpen={() => drill(hrefOf(s))}
          />
        ))}
      </>
    );
  } else {
    const list = comps[sport];
    const sportName = t(`exchange:lists.sport.${sport}`);
    if (competition === null) {
      crumb = { title: sportName, sub: summary(list) };
      body =
        list.length === 0 ? (
          <EmptyState text={t('exchange:lists.home.none', { sport: sportName })} icon="clock" />
        ) : (
          list.map((c) => (
            <DrillRow
              key={c.name}
              title={compName(c.name)}
              subtitle={t('exchange:lists.sports.events', { count: c.events.length })}
              liveCount={c.live}
              href={hrefOf(sport, c.name)}
              onOpen={() => drill(hrefOf(sport, c.name))}
            />
          ))
        );
    } else {
      const c = list.find((x) => x.name === competition);
      crumb = { title: compName(competition), sub: sportName };
      body = !c ? (
        <EmptyState text={t('exchange:lists.sports.notFound')} icon="clock" />
      ) : (
        c.events.map((e) => <EventRow key={e.EventId} event={e} onOpen={open} href={oddsViewHref(e)} hideCompetition />)
      );
    }
  }

  return (
    <>
      {crumb && sport && (
        <StickyBar>
          <Crumb>
            <IconButton label={t('ui:back')} onClick={up} size={44} data-testid="sports-up">
              <Icon name="back" size={22} />
            </IconButton>
            <CrumbText>
              <h2>{crumb.title}</h2>
              <p>
                <SportIcon sport={sport} size={13} />
                {crumb.sub}
              </p>
            </CrumbText>
          </Crumb>
        </StickyBar>
      )}
      <Page data-testid="exchange-sports">{body}</Page>
    </>
  );
}
