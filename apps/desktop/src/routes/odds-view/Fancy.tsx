import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import type { ExchangeFancyCategory, ExchangeFancyLine } from '@khela/domain';
import { useSlip } from '../exchange/slip';
import { Card, CardHead, Empty } from '../exchange/ui';
import { wireTaka } from '../exchange/format';
import { PriceCell } from './PriceCell';
import { HeadCell, LadderGrid, Overlay, PriceSlot, RunnerCell, cellAt } from './shared';

const TABS = ['all', 'fancy', 'ball_by_ball', 'khadda', 'lottery', 'odd_even'] as const;
type FancyTab = (typeof TABS)[number];
const TAB_KEYS = {
  all: 'desktop.fancy.tab.all',
  fancy: 'page.tabFancy',
  ball_by_ball: 'page.tabBallByBall',
  khadda: 'page.tabKhadda',
  lottery: 'page.tabLottery',
  odd_even: 'page.tabOddEven',
} as const satisfies Record<FancyTab, string>;

const TabBar = styled.div`
  display: flex;
  gap: 2px;
  padding: 6px 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(255, 255, 255, 0.015);
`;

const Tab = styled.button<{ $on: boolean }>`
  position: relative;
  height: 36px;
  padding: 0 14px;
  border: 0;
  background: none;
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.textMuted)};
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.04em;
  cursor: pointer;
  small {
    margin-left: 6px;
    font-weight: 700;
    opacity: 0.7;
  }
  &::after {
    content: '';
    position: absolute;
    left: 10px;
    right: 10px;
    bottom: -1px;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme, $on }) => ($on ? theme.colors.accent : 'transparent')};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Limits = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-end;
  padding: 0 10px 0 6px;
  font-size: 11px;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

/** Fancy Bet: lines by category with NO and YES (line over rate), each row's Ball Running / Suspend state, min/max. */
export function Fancy({ lines, onPick }: { lines: ExchangeFancyLine[]; onPick: (line: ExchangeFancyLine, side: 'yes' | 'no') => void }) {
  const { t } = useTranslation('exchange');
  const slip = useSlip();
  const [tab, setTab] = useState<FancyTab>('all');
  const visible = lines.filter((l) => l.status !== 'settled' && l.status !== 'voided');
  const count = (c: FancyTab) => (c === 'all' ? visible.length : visible.filter((l) => l.category === c).length);
  const shown = tab === 'all' ? visible : visible.filter((l) => (l.category as ExchangeFancyCategory | null) === tab);
  const sel = slip.selection?.kind === 'fancy' ? slip.selection : null;
  return (
    <Card data-testid="fancy">
      <CardHead>
        <h2>{t('page.fancyTitle')}</h2>
        <small>{t('desktop.fancy.hint')}</small>
      </CardHead>
      <TabBar role="tablist" aria-label={t('page.fancyTabs')}>
        {TABS.map((k) => (
          <Tab key={k} type="button" role="tab" $on={tab === k} aria-selected={tab === k} onClick={() => setTab(k)} data-testid={`fancy-tab-${k}`}>
            {t(TAB_KEYS[k])}
            <small>{count(k)}</small>
          </Tab>
        ))}
      </TabBar>
      {shown.length === 0 ? (
        <Empty>{t('desktop.fancy.none')}</Empty>
      ) : (
        <LadderGrid $cols="repeat(2, minmax(70px, 90px)) 118px">
          <HeadCell className="left" />
          <HeadCell $tone="lay">{t('market.noHeader')}</HeadCell>
          <HeadCell $tone="back">{t('market.yesHeader')}</HeadCell>
          <HeadCell>{t('desktop.fancy.minMax')}</HeadCell>
          {shown.map((l, i) => {
            const state = l.ball_running === 1 ? t('market.ballRunning') : l.suspended === 1 ? t('market.suspend') : null;
            return (
              <div key={l.market_id} style={{ display: 'contents' }} data-testid="fancy-row">
                <RunnerCell style={cellAt(i + 2, 1)}>
                  <strong title={l.title}>{l.title}</strong>
                </RunnerCell>
                <PriceSlot style={cellAt(i + 2, 2)}>
                  <PriceCell
                    side="lay"
                    price={l.no}
                    sub={l.no_rate === null ? null : String(l.no_rate)}
                    selected={sel?.marketId === l.market_id && sel.side === 'no'}
                    disabled={Boolean(state)}
                    label={l.no !== null ? t('market.fancyLabel', { side: t('market.noHeader'), line: l.no, rate: l.no_rate }) : undefined}
                    onPick={() => onPick(l, 'no')}
                  />
                </PriceSlot>
                <PriceSlot style={cellAt(i + 2, 3)}>
                  <PriceCell
                    side="back"
                    price={l.yes}
                    sub={l.yes_rate === null ? null : String(l.yes_rate)}
                    selected={sel?.marketId === l.market_id && sel.side === 'yes'}
                    disabled={Boolean(state)}
                    label={l.yes !== null ? t('market.fancyLabel', { side: t('market.yesHeader'), line: l.yes, rate: l.yes_rate }) : undefined}
                    onPick={() => onPick(l, 'yes')}
                  />
                </PriceSlot>
                <Limits style={cellAt(i + 2, 4)}>
                  <span>{t('desktop.fancy.min', { amount: wireTaka(l.min, true) })}</span>
                  <span>{t('desktop.fancy.max', { amount: wireTaka(l.max, true) })}</span>
                </Limits>
                {state && <Overlay text={state} style={{ gridColumn: '2 / 4', gridRow: `${i + 2}` }} testId="fancy-row-state" />}
              </div>
            );
          })}
        </LadderGrid>
      )}
    </Card>
  );
}
