import styled from 'styled-components';
import { formatWireTaka, type RealityCheckSummary } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { Skeleton } from '../components/Skeleton';
import { spanText } from './format';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.size};
  dt { color: ${({ theme }) => theme.colors.textMuted}; padding-right: ${({ theme }) => theme.space(4)}; }
  dd { margin: 0; font-weight: 700; text-align: right; font-variant-numeric: tabular-nums; }
  .net { padding-top: ${({ theme }) => theme.space(2)}; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  dd.loss { color: ${({ theme }) => theme.colors.danger}; }
  dd.gain { color: ${({ theme }) => theme.colors.success}; }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.size};
  line-height: 1.45;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

const HistoryLink = styled.button`
  align-self: center;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-decoration: underline;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export interface RealityCheckDialogProps {
  open: boolean;
  /** GET /api/safer-gambling/session; null while it loads (the time since login still shows). */
  summary: RealityCheckSummary | null;
  /** Minutes since login (the summary's when it came). */
  minutes: number;
  onContinue(): void;
  onLogout(): void;
  /** Opens the betting records (the app's own address). */
  onHistory(): void;
}

/**
 * The reality check (UKGC RTS 13): time since login, amount staked, won and the net result, with Continue, Log out and
 * a link to the betting records. It cannot be dismissed by the backdrop: the player answers it.
 */
export function RealityCheckDialog({ open, summary, minutes, onContinue, onLogout, onHistory }: RealityCheckDialogProps) {
  const { t } = useTranslation('protection');
  const time = spanText(Math.max(summary?.minutes ?? 0, minutes), t);
  const money = (v: string | undefined) => (v === undefined ? <Skeleton width={72} height={16} /> : formatWireTaka(v));
  const net = summary?.net;
  const netClass = net === undefined ? undefined : net.startsWith('-') ? 'loss' : /[1-9]/.test(net) ? 'gain' : undefined;
  return (
    <Modal
      open={open}
      title={t('realityCheck.dialogTitle')}
      onClose={onContinue}
      closeOnBackdrop={false}
      testId="reality-check"
      footer={
        <Actions>
          <Button variant="primary" block onClick={onContinue} data-testid="reality-check-continue">
            {t('realityCheck.continue')}
          </Button>
          <Button variant="secondary" block onClick={onLogout} data-testid="reality-check-logout">
            {t('realityCheck.logout')}
          </Button>
          <HistoryLink type="button" onClick={onHistory} data-testid="reality-check-history">
            {t('realityCheck.history')}
          </HistoryLink>
        </Actions>
      }
    >
      <Lead>{t('realityCheck.since', { time })}</Lead>
      <Figures>
        <dt>{t('realityCheck.timeLabel')}</dt>
        <dd data-testid="reality-check-time">{time}</dd>
        <dt>{t('realityCheck.staked')}</dt>
        <dd data-testid="reality-check-staked">{money(summary?.staked)}</dd>
        <dt>{t('realityCheck.won')}</dt>
        <dd data-testid="reality-check-won">{money(summary?.won)}</dd>
        <dt className="net">{t('realityCheck.net')}</dt>
        <dd className={`net ${netClass ?? ''}`} data-testid="reality-check-net">
          {money(net)}
        </dd>
      </Figures>
    </Modal>
  );
}
