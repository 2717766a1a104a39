import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { GAME_MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Modal } from '@khela/ui';
import { useGame } from './useGame';
import { useMoney } from './money';
import { useSound } from './sound';
import { ShellIcon, type ShellIconName } from './icons';
import { FairPanel, FairSheet } from './FairSheet';
import { HistoryList, HistorySheet } from './HistorySheet';
import { rtpPercent } from './rtp';
import { useWide } from './wide';

export interface GameLayoutProps {
  /** The game's name in the top bar. */
  title: ReactNode;
  /** The playing field: top of the screen, full width (at desktop width: the middle column). */
  stage: ReactNode;
  /** Bet panel under the stage (at desktop width: the column left of the stage). */
  controls: ReactNode;
  /** Content of the rules / paytable sheet (the shell adds the RTP line). */
  rules: ReactNode;
  /** The game's own My bets list instead of the seeded games' (live tables); `active`: shown now, load it. */
  history?: (active: boolean) => ReactNode;
  /** The game's own provably fair panel instead of the player's seeds (live tables). */
  fair?: (active: boolean) => ReactNode;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  height: 100dvh;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: radial-gradient(120% 60% at 50% 0%, #16223f 0%, ${({ theme }) => theme.colors.bg} 70%);
`;
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 5;
  flex: none;
  display: flex;
  align-items: center;
  gap: 2px;
  height: 48px;
  padding: 0 4px 0 12px;
  background: rgba(10, 16, 32, 0.92);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 16px;
  font-weight: 800;
  letter-spacing: 0.02em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const Balance = styled.output`
  flex: none;
  margin-right: 4px;
  padding: 5px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(245, 194, 66, 0.12);
  border: 1px solid rgba(245, 194, 66, 0.35);
  color: ${({ theme }) => theme.colors.gold};
  font-size: 14px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
const BarButton = styled.button<{ $on?: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 38px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme, $on }) => ($on === false ? theme.colors.textMuted : theme.colors.text)};
  border-radius: ${({ theme }) => theme.radii.md};
  touch-action: manipulation;
  &:active { transform: scale(0.92); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;
const Ended = styled.div`
  flex: none;
  padding: 10px 14px;
  background: rgba(240, 68, 90, 0.16);
  border-bottom: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  line-height: 1.4;
`;
/**
 * Phone width: the stage takes the height the controls leave (the whole game fits the screen, the Bet button stays in
 * view) and is a size container named \`stage\`: a board sizes itself with \`cqw\` / \`cqh\` and compacts with
 * \`@container stage (max-height: …)\`. Should a board still not fit, the stage scrolls, never the controls.
 */
const Stage = styled.main`
  flex: 1 1 0;
  min-height: 0;
  display: flex;
  flex-direction: column;
  position: relative;
  overflow-x: hidden;
  overflow-y: auto;
  container: stage / size;
`;

/** Desktop width (see `WIDE`): the controls, the stage and the side panels in columns under the top bar. */
const Body = styled.div`
  flex: 1;
  min-height: 0;
  width: 100%;
  max-width: 1680px;
  margin: 0 auto;
  display: grid;
  gap: 16px;
  padding: 16px;
  /* 1024–1279: the panels go under the stage and the page scrolls */
  grid-template-columns: 360px minmax(0, 1fr);
  grid-template-areas: 'controls stage' 'controls side';
  grid-template-rows: minmax(min(560px, calc(100dvh - 80px)), auto) auto;
  align-items: start;
  @media (min-width: 1280px) {
    /* the three columns fill the screen: each scrolls on its own */
    grid-template-columns: 360px minmax(0, 1fr) 300px;
    grid-template-areas: 'controls stage side';
    grid-template-rows: minmax(0, 1fr);
    align-items: stretch;
    overflow: hidden;
  }
  @media (min-width: 1600px) {
    grid-template-columns: 380px minmax(0, 1fr) 360px;
  }
`;
const WideStage = styled.main`
  grid-area: stage;
  align-self: stretch;
  min-height: 0;
  display: flex;
  flex-direction: column;
  position: relative;
  overflow-y: auto;
  border-radius: 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(10, 16, 32, 0.45);
`;
const Column = styled.div`
  min-height: 0;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  border-radius: 18px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const WideControls = styled(Column)`
  grid-area: controls;
  align-self: start;
  max-height: 100%;
  gap: 12px;
  padding: 16px;
  @media (max-width: 1279.98px) {
    position: sticky;
    top: 0;
  }
`;
const Side = styled(Column)`
  grid-area: side;
  @media (max-width: 1279.98px) {
    max-height: 560px;
  }
`;
const Tabs = styled.div`
  flex: none;
  display: flex;
  gap: 4px;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Tab = styled.button<{ $active: boolean }>`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 0;
  min-height: 38px;
  padding: 4px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ $active }) => ($active ? 'inset 0 -2px 0 #12b981' : 'none')};
  font: inherit;
  font-size: 13px;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  svg { flex: none; }
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;
const Panel = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 4px 16px 16px;
`;

const Controls = styled.section`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 12px 12px calc(14px + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px 18px 0 0;
  /* short phones (360×640): tighter panel so the board keeps its room */
  @media (max-height: 740px) {
    gap: 8px;
    padding: 8px 10px calc(8px + env(safe-area-inset-bottom, 0px));
  }
`;
const Rtp = styled.p`
  margin: 16px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 13px;
  font-weight: 600;
  strong { color: ${({ theme }) => theme.colors.gold}; }
`;

type Sheet = 'rules' | 'fair' | 'history' | null;

/**
 * The frame of every game: top bar (balance, rules, fairness, history, sound), the stage and the bet controls. At phone
 * width the stage is above the controls and history / fairness open in sheets; at desktop width (`WIDE`) the controls
 * are a column left of a large stage and history / fairness are tabs of a panel beside it (under it below 1280 px).
 */
export function GameLayout({ title, stage, controls, rules, history, fair }: GameLayoutProps) {
  const { t } = useTranslation('games');
  const msg = useMessage();
  const { info, balance, ended } = useGame();
  const money = useMoney();
  const sound = useSound();
  const [sheet, setSheet] = useState<Sheet>(null);
  const wide = useWide();
  const [tab, setTab] = useState<'history' | 'fair'>('history');
  const rtp = rtpPercent(info.game.code);
  const button = (name: ShellIconName, label: string, onClick: () => void, on?: boolean) => (
    <BarButton type="button" aria-label={label} title={label} onClick={onClick} $on={on} data-testid={`bar-${name}`}>
      <ShellIcon name={name} />
    </BarButton>
  );

  return (
    <Page data-testid="game-page">
      <Bar>
        <Title>{title}</Title>
        <Balance aria-label={t('shell.balance')} data-testid="game-balance">
          {balance === null ? '…' : money(balance)}
        </Balance>
        {button('rules', t('shell.rules.button'), () => setSheet('rules'))}
        {!wide && button('shield', t('shell.fair.button'), () => setSheet('fair'))}
        {!wide && button('history', t('shell.history.button'), () => setSheet('history'))}
        {button(sound.muted ? 'mute' : 'sound', sound.muted ? t('shell.soundOn') : t('shell.soundOff'), sound.toggle, !sound.muted)}
      </Bar>
      {ended && (
        <Ended role="alert" data-testid="session-ended">
          {msg(GAME_MESSAGES.sessionEnded)}
        </Ended>
      )}
      {wide ? (
        <Body data-testid="game-wide">
          <WideControls as="section">{controls}</WideControls>
          <WideStage>{stage}</WideStage>
          <Side as="aside">
            <Tabs role="tablist">
              {(
                [
                  ['history', 'history', t('shell.history.title')],
                  ['fair', 'shield', t('shell.fair.title')],
                ] as const
              ).map(([key, icon, label]) => (
                <Tab
                  key={key}
                  type="button"
                  role="tab"
                  aria-selected={tab === key}
                  $active={tab === key}
                  onClick={() => setTab(key)}
                  data-testid={`tab-${key}`}
                >
                  <ShellIcon name={icon} size={18} />
                  <span>{label}</span>
                </Tab>
              ))}
            </Tabs>
            <Panel role="tabpanel" data-testid={tab === 'history' ? 'history-panel' : 'fair-panel'}>
              {tab === 'history' ? (history ? history(true) : <HistoryList active />) : fair ? fair(true) : <FairPanel active />}
            </Panel>
          </Side>
        </Body>
      ) : (
        <>
          <Stage>{stage}</Stage>
          <Controls>{controls}</Controls>
        </>
      )}
      <Modal open={sheet === 'rules'} onClose={() => setSheet(null)} title={t('shell.rules.title')} testId="rules-sheet" maxWidth={480}>
        {rules}
        {rtp && (
          <Rtp>
            {t('shell.rules.rtp')} <strong>{rtp}%</strong>
          </Rtp>
        )}
      </Modal>
      {!wide &&
        (fair ? (
          <Modal open={sheet === 'fair'} onClose={() => setSheet(null)} title={t('shell.fair.title')} testId="fair-sheet" maxWidth={480}>
            {fair(sheet === 'fair')}
          </Modal>
        ) : (
          <FairSheet open={sheet === 'fair'} onClose={() => setSheet(null)} />
        ))}
      {!wide &&
        (history ? (
          <Modal open={sheet === 'history'} onClose={() => setSheet(null)} title={t('shell.history.title')} testId="history-sheet" maxWidth={480}>
            {history(sheet === 'history')}
          </Modal>
        ) : (
          <HistorySheet open={sheet === 'history'} onClose={() => setSheet(null)} />
        ))}
    </Page>
  );
}
