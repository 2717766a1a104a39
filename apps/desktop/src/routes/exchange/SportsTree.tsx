import { useMemo, useState } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import type { ExchangeSport, ExchangeSportsEvent } from '@khela/domain';
import { NavIcon, Skeleton, type ExchangeNavKey } from '@khela/ui';
import { Glyph, SportGlyph } from './icons';
import { usePins } from './pins';
import { SPORTS } from './format';
import { oddsViewHref, type ExchangeLists } from './useExchangeLists';
import { LiveDot } from './ui';

const Box = styled.nav`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const QuickLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  height: 38px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span.grow {
    flex: 1;
  }
  &:hover {
    text-decoration: none;
    background: rgba(255, 255, 255, 0.04);
  }
  &.active {
    color: ${({ theme }) => theme.colors.accent};
    background: rgba(18, 185, 129, 0.1);
    svg {
      color: ${({ theme }) => theme.colors.accent};
    }
  }
`;

const Count = styled.span<{ $live?: boolean }>`
  min-width: 22px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  display: inline-grid;
  place-items: center;
  font-size: 11px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  ${({ $live, theme }) =>
    $live
      ? css`
          color: #fff;
          background: #e23b4e;
        `
      : css`
          color: ${theme.colors.textMuted};
          background: rgba(255, 255, 255, 0.07);
        `}
`;

const Heading = styled.h2`
  margin: 0;
  padding: 12px 14px 6px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SportButton = styled.button<{ $open: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 10px;
  height: 42px;
  padding: 0 14px;
  border: 0;
  background: ${({ $open }) => ($open ? 'rgba(255,255,255,0.035)' : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  > svg:first-child {
    color: ${({ theme }) => theme.colors.gold};
  }
  span.grow {
    flex: 1;
  }
  .chev {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform 0.15s;
    transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  }
  &:hover {
    background: rgba(255, 255, 255, 0.05);
  }
`;

const Comp = styled.div`
  padding: 2px 0 6px;
`;

const CompButton = styled.button<{ $open: boolean; $active: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 34px;
  padding: 4px 12px 4px 28px;
  border: 0;
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
  font-size: 13px;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  span.grow {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chev {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform 0.15s;
    transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  }
  &:hover {
    background: rgba(255, 255, 255, 0.04);
  }
`;

const EventLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  padding: 4px 12px 4px 50px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  line-height: 1.3;
  span.label {
    flex: 1;
    min-width: 0;
  }
  &:hover {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
    background: rgba(255, 255, 255, 0.04);
  }
  &.active {
    color: ${({ theme }) => theme.colors.accent};
    background: rgba(18, 185, 129, 0.08);
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const NoneText = styled.p`
  margin: 0;
  padding: 6px 14px 10px 28px;
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface CompetitionGroup {
  name: string;
  events: ExchangeSportsEvent[];
  live: number;
}

function groupByCompetition(events: ExchangeSportsEvent[], other: string): CompetitionGroup[] {
  const map = new Map<string, CompetitionGroup>();
  for (const e of events) {
    const name = e.competition ?? other;
    const g = map.get(name) ?? { name, events: [], live: 0 };
    g.events.push(e);
    if (e.inplay) g.live += 1;
    map.set(name, g);
  }
  return [...map.values()].sort((a, b) => b.live - a.live || a.name.localeCompare(b.name));
}

function QuickLinks({ live }: { live: number }) {
  const { t } = useTranslation('exchange');
  const pins = usePins();
  const items: { to: string; icon: ExchangeNavKey; label: string; count?: number; liveCount?: boolean }[] = [
    { to: '/exchange', icon: 'home', label: t('desktop.nav.home') },
    { to: '/exchange-inplay', icon: 'inplay', label: t('lists.nav.inplay'), count: live, liveCount: true },
    { to: '/exchange-multi', icon: 'multi', label: t('lists.nav.multi'), count: pins.length },
    { to: '/exchange-account', icon: 'account', label: t('desktop.account.title') },
  ];
  return (
    <Links>
      {items.map((i) => (
        <li key={i.to}>
          <QuickLink to={i.to} end data-testid={`xtree-link-${i.icon}`}>
            <NavIcon name={i.icon} size={18} />
            <span className="grow">{i.label}</span>
            {i.count ? <Count $live={i.liveCount}>{i.count}</Count> : null}
          </QuickLink>
        </li>
      ))}
    </Links>
  );
}

function SportBranch({ sport, events, defaultOpen }: { sport: ExchangeSport; events: ExchangeSportsEvent[]; defaultOpen: boolean }) {
  const { t } = useTranslation('exchange');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(defaultOpen);
  const groups = useMemo(() => groupByCompetition(events, t('lists.sports.otherCompetition')), [events, t]);
  const activeComp = pathname === '/exchange-sports' && params.get('sport') === sport ? params.get('competition') : null;
  const activeEvent = pathname === '/odds-view' ? params.get('eventId') : null;
  const [openComps, setOpenComps] = useState<Record<string, boolean>>({});
  const live = events.filter((e) => e.inplay).length;
  return (
    <div data-testid={`xtree-${sport}`}>
      <SportButton type="button" $open={open} aria-expanded={open} onClick={() => setOpen(!open)}>
        <SportGlyph sport={sport} />
        <span className="grow">{t(`lists.sport.${sport}`)}</span>
        {live > 0 && <Count $live title={t('lists.sports.liveCount', { count: live })}>{live}</Count>}
        <Count>{events.length}</Count>
        <span className="chev">
          <Glyph name="chevron" size={14} />
        </span>
      </SportButton>
      {open && (
        <Comp>
          {groups.length === 0 && <NoneText>{t('desktop.tree.none')}</NoneText>}
          {groups.map((g) => {
            const hasActive = g.events.some((e) => e.EventId === activeEvent);
            const compOpen = openComps[g.name] ?? (hasActive || activeComp === g.name || groups.length <= 2);
            return (
              <div key={g.name}>
                <CompButton
                  type="button"
                  $open={compOpen}
                  $active={activeComp === g.name}
                  aria-expanded={compOpen}
                  onClick={() => setOpenComps({ ...openComps, [g.name]: !compOpen })}
                >
                  <span className="chev">
                    <Glyph name="chevron" size={12} />
                  </span>
                  <span className="grow" title={g.name}>
                    {g.name}
                  </span>
                  {g.live > 0 && <Count $live>{g.live}</Count>}
                </CompButton>
                {compOpen && (
                  <>
                    <EventLink
                      to={`/exchange-sports?sport=${sport}&competition=${encodeURIComponent(g.name)}`}
                      style={{ fontStyle: 'italic' }}
                    >
                      <span className="label">{t('desktop.tree.allOf', { count: g.events.length })}</span>
                    </EventLink>
                    {g.events.map((e) => (
                      <EventLink key={e.EventId} to={oddsViewHref(e)} className={e.EventId === activeEvent ? 'active' : undefined}>
                        <span className="label">{e.Event}</span>
                        {e.inplay && <LiveDot />}
                      </EventLink>
                    ))}
                  </>
                )}
              </div>
            );
          })}
        </Comp>
      )}
    </div>
  );
}

/** The left column: quick links and the sports tree (sport → competition → event) with in-play counts. */
export function SportsTree({ lists }: { lists: ExchangeLists }) {
  const { t } = useTranslation('exchange');
  const [params] = useSearchParams();
  const current = params.get('sport');
  const live = SPORTS.reduce((n, s) => n + lists.bySport[s].filter((e) => e.inplay).length, 0);
  return (
    <Box aria-label={t('desktop.tree.label')} data-testid="exchange-tree">
      <QuickLinks live={live} />
      <Heading>{t('desktop.tree.sports')}</Heading>
      {lists.loading ? (
        <div style={{ padding: 12, display: 'grid', gap: 8 }}>
          <Skeleton height={34} />
          <Skeleton height={34} />
          <Skeleton height={34} />
        </div>
      ) : (
        SPORTS.map((s, i) => <SportBranch key={s} sport={s} events={lists.bySport[s]} defaultOpen={current ? current === s : i === 0} />)
      )}
    </Box>
  );
}
