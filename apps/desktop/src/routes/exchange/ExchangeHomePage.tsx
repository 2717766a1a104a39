import { useMemo, useState } from 'react';
import { Link, useOutletContext } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import type { ExchangeSport, ExchangeSportsEvent } from '@khela/domain';
import { Skeleton } from '@khela/ui';
import { EventTable } from './EventTable';
import { SPORTS } from './format';
import { SportGlyph } from './icons';
import type { ExchangeLists } from './useExchangeLists';
import { Badge, Card, CardHead, Empty, LiveDot, PageTitle } from './ui';

const Hero = styled.div`
  display: flex;
  align-items: center;
  gap: 18px;
  padding: 18px 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 420px 140px at 12% 0%, rgba(18, 185, 129, 0.22), transparent 70%),
    radial-gradient(ellipse 380px 160px at 100% 100%, rgba(140, 203, 255, 0.12), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  h1 {
    margin: 0 0 4px;
    font-size: 22px;
    font-weight: 800;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    max-width: 520px;
  }
  .grow {
    flex: 1;
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(255, 255, 255, 0.04);
  strong {
    font-size: 20px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: 11px;
    color: ${({ theme }) => theme.colors.textMuted};
    display: flex;
    align-items: center;
    gap: 6px;
  }
`;

const Filters = styled.div`
  display: flex;
  gap: 6px;
`;

const Chip = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 34px;
  padding: 0 14px;
  border-radius: 17px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ $on }) => ($on ? 'rgba(18, 185, 129, 0.14)' : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.text)};
  font-weight: 700;
  font-size: 13px;
  cursor: pointer;
`;

const Sub = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  background: rgba(255, 255, 255, 0.02);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

function SportCard({ sport, events }: { sport: ExchangeSport; events: ExchangeSportsEvent[] }) {
  const { t } = useTranslation('exchange');
  const now = new Date();
  const live = events.filter((e) => e.inplay);
  const upcoming = events.filter((e) => !e.inplay);
  return (
    <Card data-testid={`home-sport-${sport}`}>
      <CardHead>
        <h2>
          <SportGlyph sport={sport} />
          {t(`lists.sport.${sport}`)}
        </h2>
        {live.length > 0 && (
          <Badge $tone="live">
            <LiveDot />
            {t('lists.sports.liveCount', { count: live.length })}
          </Badge>
        )}
        <span className="grow" />
        <Link to={`/exchange-sports?sport=${sport}`}>{t('desktop.home.seeAll')}</Link>
      </CardHead>
      {events.length === 0 ? (
        <Empty>{t('desktop.home.none', { sport: t(`lists.sport.${sport}`) })}</Empty>
      ) : (
        <>
          {live.length > 0 && (
            <>
              <Sub>
                <LiveDot />
                {t('lists.nav.inplay')}
              </Sub>
              <EventTable events={live} now={now} />
            </>
          )}
          {upcoming.length > 0 && (
            <>
              <Sub>{t('lists.section.upcoming')}</Sub>
              <EventTable events={upcoming} now={now} />
            </>
          )}
        </>
      )}
    </Card>
  );
}

/** /exchange: in-play then upcoming events of each sport with their best back and lay prices. */
export default function ExchangeHomePage() {
  const { t } = useTranslation('exchange');
  const lists = useOutletContext<ExchangeLists>();
  const [sport, setSport] = useState<ExchangeSport | 'all'>('all');
  const counts = useMemo(() => {
    const all = SPORTS.flatMap((s) => lists.bySport[s]);
    return { live: all.filter((e) => e.inplay).length, total: all.length };
  }, [lists.bySport]);
  const shown = sport === 'all' ? SPORTS : [sport];
  return (
    <>
      <Hero>
        <div className="grow">
          <h1>{t('desktop.home.title')}</h1>
          <p>{t('desktop.home.intro')}</p>
        </div>
        <Stat>
          <strong>{counts.live}</strong>
          <span>
            <LiveDot />
            {t('desktop.home.liveNow')}
          </span>
        </Stat>
        <Stat>
          <strong>{counts.total}</strong>
          <span>{t('desktop.home.openEvents')}</span>
        </Stat>
      </Hero>
      <PageTitle>
        <Filters role="group" aria-label={t('lists.sport.choose')}>
          <Chip type="button" $on={sport === 'all'} aria-pressed={sport === 'all'} onClick={() => setSport('all')}>
            {t('lists.sports.allSports')}
          </Chip>
          {SPORTS.map((s) => (
            <Chip key={s} type="button" $on={sport === s} aria-pressed={sport === s} onClick={() => setSport(s)} data-testid={`home-chip-${s}`}>
              <SportGlyph sport={s} size={15} />
              {t(`lists.sport.${s}`)}
            </Chip>
          ))}
        </Filters>
        <span className="grow" />
      </PageTitle>
      {lists.loading ? (
        <Skeleton height={320} />
      ) : lists.error ? (
        <Empty>{t('lists.home.loadError')}</Empty>
      ) : (
        shown.map((s) => <SportCard key={s} sport={s} events={lists.bySport[s]} />)
      )}
    </>
  );
}
