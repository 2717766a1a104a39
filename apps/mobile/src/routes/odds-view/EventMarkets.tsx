import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useMarketPositionQuery } from '@khela/api';
import type { ExchangeBookmakerRunner, ExchangeFancyCategory, ExchangeFancyLine, ExchangeMarketStatus } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { BetSlip, BookmakerRow, FancyRow, MarketHeader, MarketTable, Tabs } from '@khela/ui';
import { afterBet, positionsOf } from './MatchOddsTable';
import { saveQuickStakes } from './storage';
import type { SlipApi } from './useSlip';

const Section = styled.section`
  margin-top: 12px;
`;

const FancyTabs = styled(Tabs)`
  margin: 0;
  border-radius: 0;
  border-left: 0;
  border-right: 0;
  padding: 4px;
  gap: 2px;
  button {
    min-height: 36px;
    padding: 0 10px;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 18px 12px;
  text-align: center;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface Common {
  slip: SlipApi;
  quickStakes: readonly number[];
  currency: string;
  inPlay: boolean;
}

/**
 * The in-play delay a Bookmaker or Fancy bet waits: the row's own market's `bet_delay`, only while that market is in
 * play (the event in play and the market not closed or settled); the server does not wait otherwise.
 */
function houseDelay(inPlay: boolean, row: { status: ExchangeMarketStatus; bet_delay: number }): number | null {
  return inPlay && (row.status === 'open' || row.status === 'suspended') ? row.bet_delay : null;
}

/** One Bookmaker market (its runners), with the player's position in it. */
export function BookmakerSection({ runners, slip, quickStakes, currency, inPlay, live, pollingMs }: Common & { runners: ExchangeBookmakerRunner[]; live: boolean; pollingMs: number }) {
  const first = runners[0]!;
  const marketId = first.market_id;
  const { data: position } = useMarketPositionQuery(marketId, { skip: !slip.loggedIn });
  const sel = slip.selection?.kind === 'bookmaker' && slip.selection.marketId === marketId ? slip.selection : null;
  const selRow = sel ? runners.find((r) => r.selection_id === sel.selectionId) : undefined;
  const quotePrice = sel && selRow ? (sel.side === 'back' ? selRow.backPrice : selRow.layPrice) : null;
  const now = positionsOf(position);
  const figures = sel ? slip.figures({ price: quotePrice }) : null;
  const after = afterBet(
    runners.map((r) => r.selection_id),
    now,
    sel && figures ? { selectionId: sel.selectionId, side: sel.side, ...figures } : null,
  );
  const allSuspended = runners.every((r) => r.status !== 'open');
  return (
    <Section data-testid={`bookmaker-${marketId}`}>
      <MarketHeader
        name={first.market_name}
        inPlay={inPlay}
        minStake={first.min}
        maxStake={first.max}
        status={first.status}
        live={live}
        pollingMs={pollingMs}
        testId={`bookmaker-${marketId}-header`}
      />
      <MarketTable attached>
        {runners.map((r, i) => {
          const mine = sel?.selectionId === r.selection_id ? sel : null;
          const veiled = !!r.ball_running || !!r.suspended;
          return (
            <BookmakerRow
              key={r.selection_id}
              name={r.runner}
              backPrice={r.backPrice}
              layPrice={r.layPrice}
              suspended={r.suspended || (allSuspended ? 1 : 0)}
              ballRunning={r.ball_running}
              position={now.get(r.selection_id) ?? null}
              positionAfter={after?.get(r.selection_id) ?? null}
              selected={mine?.side ?? null}
              onSelect={(side) => slip.open({ kind: 'bookmaker', marketId, selectionId: r.selection_id, runner: r.runner, side })}
              testId={`bookmaker-${marketId}-runner-${i}`}
            >
              {mine && (
                <BetSlip
                  kind="bookmaker"
                  side={mine.side}
                  runner={r.runner}
                  price={(mine.side === 'back' ? r.backPrice : r.layPrice) ?? 0}
                  stake={slip.stake}
                  onStakeChange={slip.setStake}
                  quickStakes={quickStakes}
                  onQuickStakesChange={saveQuickStakes}
                  currency={currency}
                  minStake={r.min}
                  maxStake={r.max}
                  betDelay={houseDelay(inPlay, r)}
                  busy={slip.busy}
                  result={slip.result}
                  onPlaceAnother={slip.placeAnother}
                  disabled={veiled || (mine.side === 'back' ? r.backPrice : r.layPrice) === null}
                  onPlace={() => void slip.place({ price: mine.side === 'back' ? r.backPrice : r.layPrice })}
                  onClose={slip.close}
                  testId="bet-slip"
                />
              )}
            </BookmakerRow>
          );
        })}
      </MarketTable>
    </Section>
  );
}

type FancyTab = 'all' | ExchangeFancyCategory;
const TABS: readonly FancyTab[] = ['all', 'fancy', 'ball_by_ball', 'khadda', 'lottery', 'odd_even'];

/** The Fancy Bet table with its category tabs (All, Fancy, Ball by Ball, Khadda, Lottery, Odd/Even). */
export function FancySection({ lines, slip, quickStakes, currency, inPlay, live, pollingMs }: Common & { lines: ExchangeFancyLine[]; live: boolean; pollingMs: number }) {
  const { t } = useTranslation(['exchange', 'records']);
  const [tab, setTab] = useState<FancyTab>('all');
  const labels: Record<FancyTab, string> = {
    all: t('all', { ns: 'records' }),
    fancy: t('page.tabFancy'),
    ball_by_ball: t('page.tabBallByBall'),
    khadda: t('page.tabKhadda'),
    lottery: t('page.tabLottery'),
    odd_even: t('page.tabOddEven'),
  };
  const counts = useMemo(() => {
    const c = new Map<FancyTab, number>();
    for (const l of lines) c.set(l.category ?? 'fancy', (c.get(l.category ?? 'fancy') ?? 0) + 1);
    return c;
  }, [lines]);
  const shown = tab === 'all' ? lines : lines.filter((l) => (l.category ?? 'fancy') === tab);
  const sel = slip.selection?.kind === 'fancy' ? slip.selection : null;
  return (
    <Section data-testid="fancy">
      <MarketHeader name={t('page.fancyTitle')} inPlay={inPlay} live={live} pollingMs={pollingMs} testId="fancy-header" />
      <FancyTabs
        items={TABS.map((k) => ({
          key: k,
          label: (
            <>
              {labels[k]}
              {k !== 'all' && counts.get(k) ? <small>{counts.get(k)}</small> : null}
            </>
          ),
        }))}
        value={tab}
        onChange={(k) => setTab(k as FancyTab)}
        aria-label={t('page.fancyTabs')}
        testIdPrefix="fancy-tab"
      />
      <MarketTable columns="no-yes" attached>
        {shown.length === 0 && <Empty>{t('page.noFancy')}</Empty>}
        {shown.map((l) => {
          const mine = sel?.marketId === l.market_id ? sel : null;
          const line = mine ? (mine.side === 'yes' ? l.yes : l.no) : null;
          const rate = mine ? (mine.side === 'yes' ? l.yes_rate : l.no_rate) : null;
          const veiled = !!l.ball_running || !!l.suspended;
          return (
            <FancyRow
              key={l.market_id}
              title={l.title}
              no={l.no}
              noRate={l.no_rate}
              yes={l.yes}
              yesRate={l.yes_rate}
              suspended={l.suspended}
              ballRunning={l.ball_running}
              min={l.min}
              max={l.max}
              selected={mine?.side ?? null}
              onSelect={(side) => slip.open({ kind: 'fancy', marketId: l.market_id, title: l.title, side })}
              testId={`fancy-${l.market_id}`}
            >
              {mine && (
                <BetSlip
                  kind="fancy"
                  side={mine.side}
                  runner={l.title}
                  price={0}
                  line={line ?? undefined}
                  rate={rate ?? undefined}
                  stake={slip.stake}
                  onStakeChange={slip.setStake}
                  quickStakes={quickStakes}
                  onQuickStakesChange={saveQuickStakes}
                  currency={currency}
                  minStake={l.min}
                  maxStake={l.max}
                  betDelay={houseDelay(inPlay, l)}
                  busy={slip.busy}
                  result={slip.result}
                  onPlaceAnother={slip.placeAnother}
                  disabled={veiled || line === null || rate === null}
                  onPlace={() => void slip.place({ line, rate })}
                  onClose={slip.close}
                  testId="bet-slip"
                />
              )}
            </FancyRow>
          );
        })}
      </MarketTable>
    </Section>
  );
}
