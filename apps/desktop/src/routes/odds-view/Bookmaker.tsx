import { useTranslation } from '@khela/i18n';
import type { ExchangeBookmakerRunner, ExchangePosition } from '@khela/domain';
import { useMarketPositionQuery } from '@khela/api';
import { draftEffect, useSlip } from '../exchange/slip';
import { Card, CardHead } from '../exchange/ui';
import { formatOdds } from '../exchange/format';
import { PriceCell } from './PriceCell';
import { HeadCell, LadderGrid, MarketInfo, Overlay, PositionLine, PriceSlot, RunnerCell, statusText, cellAt } from './shared';

function BookmakerMarket({ rows, loggedIn, onPick }: { rows: ExchangeBookmakerRunner[]; loggedIn: boolean; onPick: (r: ExchangeBookmakerRunner, side: 'back' | 'lay', price: number) => void }) {
  const { t } = useTranslation('exchange');
  const slip = useSlip();
  const first = rows[0]!;
  const { data: position } = useMarketPositionQuery(first.market_id, { skip: !loggedIn });
  const pos: ExchangePosition | undefined = position;
  const marketBlocked = statusText(t, first.status);
  const sel = slip.selection?.kind === 'bookmaker' && slip.selection.marketId === first.market_id ? slip.selection : null;
  return (
    <Card data-testid="bookmaker">
      <CardHead>
        <h2>{t('desktop.market.bookmaker')}</h2>
        <small>{t('desktop.market.bookmakerHint')}</small>
        <span className="grow" />
        <MarketInfo min={first.min} max={first.max} name={first.market_name} />
      </CardHead>
      <LadderGrid $cols="repeat(2, minmax(70px, 96px)) 8px">
        <HeadCell className="left">{first.market_name}</HeadCell>
        <HeadCell $tone="back">{t('market.backHeader')}</HeadCell>
        <HeadCell $tone="lay">{t('market.layHeader')}</HeadCell>
        <HeadCell />
        {rows.map((r, i) => {
          const rowText = r.ball_running === 1 ? t('market.ballRunning') : r.suspended === 1 ? t('market.suspend') : null;
          return (
            <div key={r.selection_id} style={{ display: 'contents' }} data-testid="bookmaker-row">
              <RunnerCell style={cellAt(i + 2, 1)}>
                <strong>{r.runner}</strong>
                <PositionLine now={pos?.runners.find((p) => p.selection_id === r.selection_id)?.profit_if_wins} effect={draftEffect(slip, r.market_id, r.selection_id)} />
              </RunnerCell>
              <PriceSlot style={cellAt(i + 2, 2)}>
                <PriceCell
                  side="back"
                  price={r.backPrice}
                  sub={null}
                  selected={sel?.selectionId === r.selection_id && sel.side === 'back'}
                  disabled={Boolean(rowText || marketBlocked)}
                  label={r.backPrice ? t('desktop.market.priceShort', { side: t('market.backHeader'), price: formatOdds(r.backPrice) }) : undefined}
                  onPick={() => r.backPrice && onPick(r, 'back', r.backPrice)}
                />
              </PriceSlot>
              <PriceSlot style={cellAt(i + 2, 3)}>
                <PriceCell
                  side="lay"
                  price={r.layPrice}
                  sub={null}
                  selected={sel?.selectionId === r.selection_id && sel.side === 'lay'}
                  disabled={Boolean(rowText || marketBlocked)}
                  label={r.layPrice ? t('desktop.market.priceShort', { side: t('market.layHeader'), price: formatOdds(r.layPrice) }) : undefined}
                  onPick={() => r.layPrice && onPick(r, 'lay', r.layPrice)}
                />
              </PriceSlot>
              <PriceSlot style={cellAt(i + 2, 4)} />
              {rowText && !marketBlocked && <Overlay text={rowText} style={{ gridColumn: '2 / -1', gridRow: `${i + 2}` }} testId="bookmaker-row-state" />}
            </div>
          );
        })}
        {marketBlocked && <Overlay text={marketBlocked} style={{ gridColumn: '2 / -1', gridRow: `2 / span ${rows.length}` }} />}
      </LadderGrid>
    </Card>
  );
}

/** The event's Bookmaker markets (house prices per runner), one table per market. */
export function Bookmaker({ runners, loggedIn, onPick }: { runners: ExchangeBookmakerRunner[]; loggedIn: boolean; onPick: (r: ExchangeBookmakerRunner, side: 'back' | 'lay', price: number) => void }) {
  const byMarket = new Map<string, ExchangeBookmakerRunner[]>();
  for (const r of runners) byMarket.set(r.market_id, [...(byMarket.get(r.market_id) ?? []), r]);
  return (
    <>
      {[...byMarket.entries()].map(([id, rows]) => (
        <BookmakerMarket key={id} rows={rows} loggedIn={loggedIn} onPick={onPick} />
      ))}
    </>
  );
}
