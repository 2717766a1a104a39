import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RoundView } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useHistoryQuery } from '@khela/api/games';
import { useGame } from './useGame';
import { verifyRoundUrl } from './links';
import { HISTORY_ARGS } from './HistorySheet';
import { useFrozen } from './reveal';
import { localDigits } from '@khela/domain';

const Strip = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding: 2px 0;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  min-height: 28px;
`;
const Chip = styled.a<{ $win: boolean }>`
  flex: none;
  padding: 4px 9px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  background: ${({ $win }) => ($win ? 'rgba(34, 197, 94, 0.16)' : 'rgba(255, 255, 255, 0.06)')};
  color: ${({ theme, $win }) => ($win ? theme.colors.success : theme.colors.textMuted)};
  animation: stripIn 0.25s ease-out;
  @keyframes stripIn { from { opacity: 0; transform: translateX(-8px); } }
`;

/** Default chip text of a round: its multiplier ("1.98×"). */
function defaultRender(r: RoundView): ReactNode {
  return `${Number(r.multiplier).toFixed(2)}×`;
}

/** Figures in the player's digits (Bangla digits in Bangla); other nodes as they are. */
function localized(node: ReactNode): ReactNode {
  return typeof node === 'string' ? localDigits(node) : node;
}

/** A compact row of the player's last results in this game (newest first), each opening the verifier. */
export function HistoryStrip({ render = defaultRender }: { render?: (r: RoundView) => ReactNode }) {
  const { t } = useTranslation('games');
  const { ended } = useGame();
  const q = useHistoryQuery(HISTORY_ARGS, { skip: ended });
  // a result waiting for its animation stays out of the strip until the player sees it
  const rounds = useFrozen(q.data?.rounds ?? []).filter((r) => r.status !== 'open');
  return (
    <Strip aria-label={t('shell.history.title')} data-testid="history-strip">
      {rounds.map((r) => (
        <Chip key={r.id} $win={Number(r.multiplier) >= 1} href={r.fair ? verifyRoundUrl(r.public_id) : undefined} target="_blank" rel="noopener">
          {localized(render(r))}
        </Chip>
      ))}
    </Strip>
  );
}
