import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import type { ExchangeSportsEvent, ExchangeSportsEventRunner } from '@khela/domain';
import { startLabel } from '@khela/ui';
import { compactSize, formatOdds, wireTaka } from './format';
import { useSlip } from './slip';
import { oddsViewHref } from './useExchangeLists';
import { Badge, EX, LiveDot } from './ui';

const Table = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) repeat(6, 58px);
  column-gap: 3px;
  font-size: 13px;
`;

const Head = styled.div`
  display: contents;
  > div {
    height: 30px;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 11px;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.textMuted};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: rgba(255, 255, 255, 0.02);
  }
  > div:first-child {
    justify-content: flex-start;
    padding-left: 14px;
  }
`;

const Row = styled.div`
  display: contents;
  > * {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  &:hover > * {
    background-color: rgba(255, 255, 255, 0.025);
  }
`;

const EventCell = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 54px;
  padding: 6px 10px 6px 14px;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
  min-width: 0;
  .when {
    flex: none;
    width: 64px;
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.25;
    strong {
      color: ${({ theme }) => theme.colors.text};
      font-size: 13px;
    }
  }
  .main {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 3px;
  }
  .name {
    font-weight: 700;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.text};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
  }
  .comp {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .score {
    color: ${({ theme }) => theme.colors.gold};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  &:hover .name {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Price = styled.button<{ $side: 'back' | 'lay' }>`
  align-self: center;
  height: 44px;
  margin: 5px 0;
  border: 0;
  border-radius: 4px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1px;
  color: ${EX.ink};
  background: ${({ $side }) => ($side === 'back' ? EX.back : EX.lay)};
  cursor: pointer;
  transition: filter 0.12s, transform 0.12s;
  strong {
    font-size: 14px;
    font-weight: 800;
    line-height: 1;
  }
  small {
    font-size: 10.5px;
    opacity: 0.75;
    line-height: 1;
  }
  &:hover {
    filter: brightness(1.08);
    transform: translateY(-1px);
  }
  &:disabled {
    cursor: default;
    background: rgba(255, 255, 255, 0.05);
    color: ${({ theme }) => theme.colors.textMuted};
    transform: none;
  }
`;

const Blocked = styled.div`
  grid-column: span 6;
  align-self: center;
  height: 44px;
  margin: 5px 0;
  display: grid;
  place-items: center;
  border-radius: 4px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
  background: repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.04) 0 8px, rgba(255, 255, 255, 0.07) 8px 16px);
`;

/** Columns 1, X, 2: a two-runner market has no X; soccer lists home, away, draw. */
function columns(runners: ExchangeSportsEventRunner[]): (ExchangeSportsEventRunner | null)[] {
  if (runners.length >= 3) return [runners[0] ?? null, runners[2] ?? null, runners[1] ?? null];
  return [runners[0] ?? null, null, runners[1] ?? null];
}

function Row1({ e, now }: { e: ExchangeSportsEvent; now: Date }) {
  const { t, i18n } = useTranslation('exchange');
  const navigate = useNavigate();
  const slip = useSlip();
  const href = oddsViewHref(e);
  const when = startLabel(e.start_time, now, i18n.language);
  const open = e.market_status === 'open';
  const pick = (r: ExchangeSportsEventRunner, side: 'back' | 'lay') => {
    const p = side === 'back' ? r.back : r.lay;
    if (!p || !e.MarketId) return;
    slip.open({ kind: 'match_odds', marketId: e.MarketId, eventId: e.EventId, sport: e.sport, eventName: e.Event, selectionId: r.selectionId, runner: r.SelectionName, side, price: p.price });
    navigate(href);
  };
  return (
    <Row data-testid="event-row">
      <EventCell type="button" onClick={() => navigate(href)}>
        <span className="when">
          {e.inplay ? (
            <Badge $tone="live">
              <LiveDot />
              {t('market.live')}
            </Badge>
          ) : (
            <>
              {when.kind === 'date' ? (
                <>
                  <strong>{when.time}</strong>
                  {when.date}
                </>
              ) : (
                <strong>{t(when.kind === 'today' ? 'lists.time.today' : 'lists.time.tomorrow', { time: when.time })}</strong>
              )}
            </>
          )}
        </span>
        <span className="main">
          <span className="name">{e.Event}</span>
          <span className="meta">
            {e.Bookmaker === 1 && <Badge $tone="gold" title={t('lists.row.bookmaker')}>BM</Badge>}
            {e.Fancy === 1 && <Badge $tone="accent" title={t('lists.row.fancy')}>F</Badge>}
            {e.score_text && <span className="score">{e.score_text}</span>}
            {e.competition && <span className="comp">{e.competition}</span>}
            {e.total_matched !== '0.00' && <span>{t('market.matchedTotal', { amount: wireTaka(e.total_matched, true) })}</span>}
          </span>
        </span>
      </EventCell>
      {!e.MarketId || e.runners.length === 0 ? (
        <Blocked>{t('lists.row.noMarket')}</Blocked>
      ) : !open ? (
        <Blocked>{e.market_status === 'suspended' ? t('market.suspendedOverlay') : t('lists.row.closed')}</Blocked>
      ) : (
        columns(e.runners).flatMap((r, i) =>
          (['back', 'lay'] as const).map((side) => {
            const p = r ? (side === 'back' ? r.back : r.lay) : null;
            return (
              <Price
                key={`${i}${side}`}
                type="button"
                $side={side}
                disabled={!r || !p}
                onClick={() => r && pick(r, side)}
                aria-label={r && p ? t(side === 'back' ? 'lists.row.backAt' : 'lists.row.layAt', { runner: r.SelectionName, price: formatOdds(p.price) }) : undefined}
              >
                <strong>{p ? formatOdds(p.price) : '–'}</strong>
                {p && <small>{compactSize(p.size)}</small>}
              </Price>
            );
          }),
        )
      )}
    </Row>
  );
}

/** Events with their best back and lay prices (columns 1, X, 2); tapping a price opens the market with the slip ready. */
export function EventTable({ events, now = new Date() }: { events: ExchangeSportsEvent[]; now?: Date }) {
  return (
    <Table role="table" data-testid="event-table">
      <Head role="row">
        <div />
        <div style={{ gridColumn: 'span 2' }}>1</div>
        <div style={{ gridColumn: 'span 2' }}>X</div>
        <div style={{ gridColumn: 'span 2' }}>2</div>
      </Head>
      {events.map((e) => (
        <Row1 key={e.EventId} e={e} now={now} />
      ))}
    </Table>
  );
}
