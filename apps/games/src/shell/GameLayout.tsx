import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { GAME_MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Modal } from '@khela/ui';
import { useGame } from './useGame';
import { useMoney } from './money';
import { useSound } from './sound';
import { ShellIcon, type ShellIconName } from './icons';
import { FairSheet } from './FairSheet';
import { HistorySheet } from './HistorySheet';
import { rtpPercent } from './rtp';

export interface GameLayoutProps {
  /** The game's name in the top bar. */
  title: ReactNode;
  /** The playing field: top of the screen, full width. */
  stage: ReactNode;
  /** Bet panel under the stage. */
  controls: ReactNode;
  /** Content of the rules / paytable sheet (the shell adds the RTP line). */
  rules: ReactNode;
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
const Stage = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  position: relative;
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

/** The frame of every game: top bar (balance, rules, fairness, history, sound), the stage and the bet controls. */
export function GameLayout({ title, stage, controls, rules }: GameLayoutProps) {
  const { t } = useTranslation('games');
  const msg = useMessage();
  const { info, balance, ended } = useGame();
  const money = useMoney();
  const sound = useSound();
  const [sheet, setSheet] = useState<Sheet>(null);
  const rtp = rtpPercent(info.game.code);
  const button = (name: ShellIconName, label: string, onClick: () => void, on?: boolean) => (
    <BarButton type="button" aria-label={label} title={label} onClick={onClick} $on={on} data-testid={`bar-${name}`}>
      <ShellIcon name={name} />
    </BarButton>
  );

  return (
    <Page>
      <Bar>
        <Title>{title}</Title>
        <Balance aria-label={t('shell.balance')} data-testid="game-balance">
          {balance === null ? '…' : money(balance)}
        </Balance>
        {button('rules', t('shell.rules.button'), () => setSheet('rules'))}
        {button('shield', t('shell.fair.button'), () => setSheet('fair'))}
        {button('history', t('shell.history.button'), () => setSheet('history'))}
        {button(sound.muted ? 'mute' : 'sound', sound.muted ? t('shell.soundOn') : t('shell.soundOff'), sound.toggle, !sound.muted)}
      </Bar>
      {ended && (
        <Ended role="alert" data-testid="session-ended">
          {msg(GAME_MESSAGES.sessionEnded)}
        </Ended>
      )}
      <Stage>{stage}</Stage>
      <Controls>{controls}</Controls>
      <Modal open={sheet === 'rules'} onClose={() => setSheet(null)} title={t('shell.rules.title')} testId="rules-sheet" maxWidth={480}>
        {rules}
        {rtp && (
          <Rtp>
            {t('shell.rules.rtp')} <strong>{rtp}%</strong>
          </Rtp>
        )}
      </Modal>
      <FairSheet open={sheet === 'fair'} onClose={() => setSheet(null)} />
      <HistorySheet open={sheet === 'history'} onClose={() => setSheet(null)} />
    </Page>
  );
}
