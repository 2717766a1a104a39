import { useTranslation } from '@khela/i18n';
import type { ExchangeMatchOddsMarket, ExchangePosition, ExchangePriceSize } from '@khela/domain';
import { Glyph } from '../exchange/icons';
import { draftEffect, useSlip } from '../exchange/slip';
import { Badge, Card, CardHead } from '../exchange/ui';
import { formatOdds, wireTaka } from '../exchange/format';
import { PriceCell } from './PriceCell';
import { HeadCell, LadderGrid, MarketInfo, Overlay, PositionLine, PriceSlot, RunnerCell, statusText, cellAt } from './shared';

function three(levels: ExchangePriceSize[]): (ExchangePriceSize | null)[] {
  return [levels[0] ?? null, levels[1] ?? null, levels[2] ?? null];
}

/** Match Odds: every runner's ladder (three back and three lay prices with sizes), the player's position, limits. */
export function MatchOdds({ market, position, onPick }: { market: ExchangeMatchOddsMarket; position?: ExchangePosition; onPick: (selectionId: string, side: 'back' | 'lay', price: number) => void }) {
  const { t } = useTranslation('exchange');
  const slip = useSlip();
  const blocked = statusText(t, market.status);
  const sel = slip.selection?.kind === 'match_odds' && slip.selection.marketId === market.marketId ? slip.selection : null;
  const n = market.runners.length;
  return (
    <Card data-testid="match-odds">
      <CardHead>
        <h2>{market.market_name}</h2>
        {market.inplay && <Badge $tone="live">{t('lists.nav.inplay')}</Badge>}
        <small>{t('market.matchedTotal', { amount: wireTaka(market.totalMatched, true) })}</small>
        <span className="grow" />
        <MarketInfo min={market.min_stake} max={market.max_stake} delay={market.bet_delay} commission={market.commission} name={market.market_name} />
      </CardHead>
      <LadderGrid $cols="repeat(6, minmax(50px, 62px))">
        <HeadCell className="left">{t('desktop.market.selections', { count: n })}</HeadCell>
        <HeadCell />
        <HeadCell />
        <HeadCell $tone="back">{t('market.backHeader')}</HeadCell>
        <HeadCell $tone="lay">{t('market.layHeader')}</HeadCell>
        <HeadCell />
        <HeadCell />
        {market.runners.map((r, i) => {
          const back = three(r.ex.availableToBack);
          const lay = three(r.ex.availableToLay);
          const pos = position?.runners.find((p) => p.selection_id === r.selectionId);
          return (
            <div key={r.selectionId} style={{ display: 'contents' }} data-testid="ladder-row">
              <RunnerCell style={cellAt(i + 2, 1)}>
                <strong>
                  {r.SelectionName}
                  {r.status === 'WINNER' && (
                    <Badge $tone="gold">
                      <Glyph name="trophy" size={12} />
                      {t('desktop.market.winner')}
                    </Badge>
                  )}
                </strong>
                <PositionLine now={pos?.profit_if_wins} effect={draftEffect(slip, market.marketId, r.selectionId)} />
              </RunnerCell>
              {[2, 1, 0].map((d, k) => (
                <PriceSlot key={`b${d}`} style={cellAt(i + 2, 2 + k)}>
                  <PriceCell
                    side="back"
                    depth={d}
                    price={back[d]?.price}
                    size={back[d]?.size}
                    selected={sel?.selectionId === r.selectionId && sel.side === 'back' && d === 0}
                    disabled={Boolean(blocked)}
                    label={back[d] ? t('market.priceLabel', { side: t('market.backHeader'), price: formatOdds(back[d]?.price), size: wireTaka(back[d]?.size) }) : undefined}
                    onPick={() => back[d] && onPick(r.selectionId, 'back', back[d].price)}
                    testId={d === 0 ? 'best-back' : undefined}
                  />
                </PriceSlot>
              ))}
              {[0, 1, 2].map((d) => (
                <PriceSlot key={`l${d}`} style={cellAt(i + 2, 5 + d)}>
                  <PriceCell
                    side="lay"
                    depth={d}
                    price={lay[d]?.price}
                    size={lay[d]?.size}
                    selected={sel?.selectionId === r.selectionId && sel.side === 'lay' && d === 0}
                    disabled={Boolean(blocked)}
                    label={lay[d] ? t('market.priceLabel', { side: t('market.layHeader'), price: formatOdds(lay[d]?.price), size: wireTaka(lay[d]?.size) }) : undefined}
                    onPick={() => lay[d] && onPick(r.selectionId, 'lay', lay[d].price)}
                    testId={d === 0 ? 'best-lay' : undefined}
                  />
                </PriceSlot>
              ))}
            </div>
          );
        })}
        {blocked && n > 0 && <Overlay text={blocked} style={{ gridColumn: '2 / -1', gridRow: `2 / span ${n}` }} testId="market-suspended" />}
      </LadderGrid>
    </Card>
  );
}
