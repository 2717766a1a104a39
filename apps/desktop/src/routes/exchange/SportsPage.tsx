import { Link, useOutletContext, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import type { ExchangeSport, ExchangeSportsEvent } from '@khela/domain';
import { Skeleton } from '@khela/ui';
import { EventTable } from './EventTable';
import { SPORTS, isSport } from './format';
import { SportGlyph } from './icons';
import type { ExchangeLists } from './useExchangeLists';
import { Badge, Card, CardHead, Empty, LiveDot, PageTitle } from './ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 10px;
  padding: 12px;
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  strong {
    font-size: 14px;
  }
  span {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Crumbs = styled.nav`
  display: flex;
  gap: 6px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function competitions(events: ExchangeSportsEvent[], other: string) {
  const map = new Map<string, { name: string; count: number; live: number }>();
  for (const e of events) {
    const name = e.competition ?? other;
    const c = map.get(name) ?? { name, count: 0, live: 0 };
    c.count += 1;
    if (e.inplay) c.live += 1;
    map.set(name, c);
  }
  return [...map.values()];
}

function SportOverview({ sport, events }: { sport: ExchangeSport; events: ExchangeSportsEvent[] }) {
  const { t } = useTranslation('exchange');
  const comps = competitions(events, t('lists.sports.otherCompetition'));
  return (
    <Card>
      <CardHead>
        <h2>
          <SportGlyph sport={sport} />
          <Link to={`/exchange-sports?sport=${sport}`}>{t(`lists.sport.${sport}`)}</Link>
        </h2>
        <small>{t('lists.sports.competitions', { count: comps.length })}</small>
      </CardHead>
      {comps.length === 0 ? (
        <Empty>{t('desktop.home.none', { sport: t(`lists.sport.${sport}`) })}</Empty>
      ) : (
        <Grid>
          {comps.map((c) => (
            <Tile key={c.name} to={`/exchange-sports?sport=${sport}&competition=${encodeURIComponent(c.name)}`}>
              <strong>{c.name}</strong>
              <span>
                {t('lists.sports.events', { count: c.count })}
                {c.live > 0 && (
                  <Badge $tone="live">
                    <LiveDot />
                    {t('lists.sports.liveCount', { count: c.live })}
                  </Badge>
                )}
              </span>
            </Tile>
          ))}
        </Grid>
      )}
    </Card>
  );
}

/** /exchange-sports: every sport's competitions; with ?sport= (and &competition=) that sport's (competition's) events. */
export default function SportsPage() {
  const { t } = useTranslation('exchange');
  const lists = useOutletContext<ExchangeLists>();
  const [params] = useSearchParams();
  const sportParam = params.get('sport');
  const sport = isSport(sportParam) ? sportParam : null;
  const competition = params.get('competition');
  if (lists.loading) return <Skeleton height={320} />;
  if (!sport) {
    return (
      <>
        <PageTitle>
          <h1>{t('desktop.sports.title')}</h1>
        </PageTitle>
        {SPORTS.map((s) => (
          <SportOverview key={s} sport={s} events={lists.bySport[s]} />
        ))}
      </>
    );
  }
  const other = t('lists.sports.otherCompetition');
  const events = lists.bySport[sport].filter((e) => !competition || (e.competition ?? other) === competition);
  const sorted = [...events].sort((a, b) => Number(b.inplay) - Number(a.inplay) || a.start_time.localeCompare(b.start_time));
  return (
    <>
      <Crumbs aria-label={t('desktop.sports.crumbs')}>
        <Link to="/exchange-sports">{t('desktop.sports.title')}</Link>›<Link to={`/exchange-sports?sport=${sport}`}>{t(`lists.sport.${sport}`)}</Link>
        {competition && <>›<span>{competition}</span></>}
      </Crumbs>
      {!competition && <SportOverview sport={sport} events={lists.bySport[sport]} />}
      <Card>
        <CardHead>
          <h2>
            <SportGlyph sport={sport} />
            {competition ?? t(`lists.sport.${sport}`)}
          </h2>
          <Badge>{sorted.length}</Badge>
        </CardHead>
        {sorted.length === 0 ? <Empty>{t('lists.sports.notFound')}</Empty> : <EventTable events={sorted} />}
      </Card>
    </>
  );
}
