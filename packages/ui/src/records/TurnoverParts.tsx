import styled from 'styled-components';
import { formatTaka, tryParseMoney, type TurnoverProductKey, type TurnoverTicket } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { Tabs } from '../components/Tabs';

const HelpList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.55;
`;

export interface TurnoverHelpDialogProps {
  open: boolean;
  onClose(): void;
}

/** The turnover records' Help (spec 2 "Turnover"): what a turnover is, how it fills, when a withdrawal is free. */
export function TurnoverHelpDialog({ open, onClose }: TurnoverHelpDialogProps) {
  const { t } = useTranslation(['wallet', 'ui']);
  return (
    <Modal open={open} title={t('turnover.helpTitle')} onClose={onClose} testId="turnover-help-dialog" footer={<Button onClick={onClose}>{t('ui:gotIt')}</Button>}>
      <HelpList>
        <li>{t('turnover.helpWhat')}</li>
        <li>{t('turnover.helpHow')}</li>
        <li>{t('turnover.helpCounts')}</li>
        <li>{t('turnover.helpWithdraw')}</li>
      </HelpList>
    </Modal>
  );
}

export interface TurnoverTabsProps {
  value: 'active' | 'completed';
  onChange(key: string): void;
  /** The number of tickets on each tab, shown once the records have loaded. */
  counts?: { active: number; completed: number } | null;
  'aria-label': string;
}

/** The Active and Completed tabs of the turnover records, each with its count once loaded. */
export function TurnoverTabs({ value, onChange, counts, 'aria-label': label }: TurnoverTabsProps) {
  const { t } = useTranslation('wallet');
  return (
    <Tabs
      aria-label={label}
      testIdPrefix="turnover-tab"
      value={value}
      onChange={onChange}
      items={(['active', 'completed'] as const).map((key) => ({
        key,
        label: (
          <>
            {t(key === 'active' ? 'turnover.active' : 'turnover.completed')}
            {counts && <small>{counts[key]}</small>}
          </>
        ),
      }))}
    />
  );
}

const Track = styled.div`
  position: relative;
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div<{ $pct: string; $done: boolean }>`
  width: ${({ $pct }) => $pct}%;
  height: 100%;
  border-radius: 4px;
  background: ${({ theme, $done }) => ($done ? theme.colors.success : `linear-gradient(90deg, ${theme.colors.accent}, ${theme.colors.gold})`)};
`;

export interface TurnoverBarProps {
  /** The share played, "0.00" … "100.00" (`turnoverProgress`). */
  percent: string;
  /** A completed ticket's bar is green. */
  done?: boolean;
  className?: string;
}

/** A turnover ticket's progress bar (role progressbar): gold to green while it fills, green once complete. */
export function TurnoverBar({ percent, done = false, className }: TurnoverBarProps) {
  return (
    <Track className={className} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Number(percent)}>
      <Fill $pct={percent} $done={done} />
    </Track>
  );
}

const Counts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.45;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  dd { margin: 0; font-weight: 700; min-width: 0; }
  dd.money { font-variant-numeric: tabular-nums; }
  dd.out { color: ${({ theme }) => theme.colors.gold}; }
`;

/** The products' names in the display language, joined: ['casino', 'fancy'] → "Casino games, Fancy". */
export function useTurnoverProductNames(): (list: readonly TurnoverProductKey[]) => string {
  const { t } = useTranslation('wallet');
  return (list) => list.map((k) => t(`turnover.products.${k}`)).join(', ');
}

export interface TurnoverCountsProps {
  ticket: Pick<TurnoverTicket, 'status' | 'remaining_turnover' | 'counts' | 'excluded'>;
}

/**
 * What counts towards a ticket (issue 31): the turnover still to play (an active ticket), the products whose bets
 * count and those its promotion leaves out. The same on both apps' turnover records.
 */
export function TurnoverCounts({ ticket }: TurnoverCountsProps) {
  const { t } = useTranslation('wallet');
  const names = useTurnoverProductNames();
  const left = tryParseMoney(ticket.remaining_turnover) ?? 0n;
  return (
    <Counts data-testid="turnover-counts">
      {ticket.status === 'active' && (
        <>
          <dt>{t('turnover.remaining')}</dt>
          <dd className="money">{formatTaka(left)}</dd>
        </>
      )}
      <dt>{t('turnover.counts')}</dt>
      <dd>{names(ticket.counts ?? [])}</dd>
      {(ticket.excluded ?? []).length > 0 && (
        <>
          <dt>{t('turnover.notCounted')}</dt>
          <dd className="out">{names(ticket.excluded)}</dd>
        </>
      )}
    </Counts>
  );
}
