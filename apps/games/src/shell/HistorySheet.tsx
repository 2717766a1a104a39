import styled from 'styled-components';
import { formatDateTime, formatNumber, type RoundView } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useHistoryQuery } from '@khela/api/games';
import { EmptyState, Loader, Modal } from '@khela/ui';
import { useGame } from './useGame';
import { useMoney } from './money';
import { verifyRoundUrl } from './links';
import { SheetLink } from './styles';
import { useFrozen } from './reveal';

/** The history query every shell part shares (one cache entry). */
export const HISTORY_ARGS = { limit: 20 } as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 12px;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
`;
const Result = styled.span<{ $status: RoundView['status'] }>`
  text-align: right;
  font-weight: 700;
  color: ${({ theme, $status }) =>
    $status === 'won' ? theme.colors.success : $status === 'lost' ? theme.colors.danger : theme.colors.textMuted};
`;


/** The history sheet (phone width): `HistoryList` in a modal. */
export function HistorySheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('games');
  return (
    <Modal open={open} onClose={onClose} title={t('shell.history.title')} testId="history-sheet" maxWidth={480}>
      <HistoryList active={open} />
    </Modal>
  );
}

/**
 * The player's last rounds of this game, each with a link to the verifier: in the history sheet at phone width, beside
 * the stage at desktop width. `active` loads them.
 */
export function HistoryList({ active }: { active: boolean }) {
  const { t } = useTranslation('games');
  const { ended } = useGame();
  const money = useMoney();
  const q = useHistoryQuery(HISTORY_ARGS, { skip: !active || ended, refetchOnMountOrArgChange: true });
  // a result waiting for its animation stays out of the list until the player sees it
  const rounds = useFrozen(q.data?.rounds ?? []);
  return (
    <>
      {q.isLoading ? (
        <Loader />
      ) : rounds.length === 0 ? (
        <EmptyState text={t('shell.history.empty')} />
      ) : (
        <List>
          {rounds.map((r) => (
            <Item key={r.id}>
              <span>
                {t('shell.history.bet')} {money(r.amount)}
              </span>
              <Result $status={r.status}>
                {r.status === 'open'
                  ? t('shell.history.inPlay')
                  : r.status === 'refunded'
                    ? t('shell.history.refunded')
                    : `${formatNumber(Number(r.multiplier).toFixed(2))}× · ${money(r.payout)}`}
              </Result>
              <time dateTime={r.created_at} data-testid="history-time">{formatDateTime(r.created_at)}</time>
              {r.fair ? (
                <SheetLink href={verifyRoundUrl(r.public_id)} target="_blank" rel="noopener" style={{ textAlign: 'right', fontSize: 12 }}>
                  {t('shell.history.verify')}
                </SheetLink>
              ) : (
                <span />
              )}
            </Item>
          ))}
        </List>
      )}
    </>
  );
}
