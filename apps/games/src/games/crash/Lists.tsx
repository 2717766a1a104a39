import styled from 'styled-components';
import type { CrashBetView, CrashState } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useMoney, verifyCrashUrl } from '../../shell';
import { localDigits } from '@khela/domain';

const Chips = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  min-height: 28px;
`;
const Chip = styled.a<{ $tier: 0 | 1 | 2 }>`
  flex: none;
  padding: 4px 9px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  color: ${({ $tier }) => ($tier === 2 ? '#f5c242' : $tier === 1 ? '#22c55e' : '#f0445a')};
  background: ${({ $tier }) => ($tier === 2 ? 'rgba(245,194,66,0.14)' : $tier === 1 ? 'rgba(34,197,94,0.14)' : 'rgba(240,68,90,0.12)')};
`;

/** The last crash points, newest first, each opening the verifier. */
export function CrashHistory({ history }: { history: CrashState['history'] }) {
  const { t } = useTranslation('games');
  return (
    <Chips aria-label={t('crash.history')} data-testid="crash-history">
      {history.map((h) => (
        <Chip key={h.id} href={verifyCrashUrl(h.id)} target="_blank" rel="noopener" $tier={h.crash_point >= 10 ? 2 : h.crash_point >= 2 ? 1 : 0}>
          {localDigits(h.crash_point.toFixed(2))}×
        </Chip>
      ))}
    </Chips>
  );
}

const Table = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  padding: 8px 10px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Row = styled.div<{ $won: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto 64px;
  gap: 8px;
  padding: 7px 10px;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $won }) => ($won ? theme.colors.success : theme.colors.text)};
  span:last-child { text-align: right; }
  span:first-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
const Empty = styled.div`
  padding: 12px;
  text-align: center;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Everyone's bets on this round (names masked by the server), cash-outs in green. */
export function BetsList({ bets }: { bets: CrashBetView[] }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  return (
    <Table data-testid="crash-bets">
      <Head>
        <span>{t('crash.players', { count: bets.length })}</span>
        <span>{t('crash.cashOutCol')}</span>
      </Head>
      {bets.length === 0 ? (
        <Empty>{t('crash.noBets')}</Empty>
      ) : (
        bets.slice(0, 50).map((b, i) => (
          <Row key={`${b.username}-${i}`} $won={b.cashed_out_at !== null}>
            <span>{b.username}</span>
            <span>{b.cashed_out_at !== null && b.payout ? money(b.payout) : money(b.amount)}</span>
            <span>{b.cashed_out_at !== null ? `${localDigits(b.cashed_out_at.toFixed(2))}×` : '–'}</span>
          </Row>
        ))
      )}
    </Table>
  );
}
