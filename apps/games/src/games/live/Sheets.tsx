import styled from 'styled-components';
import { formatDateTime, localDigits, type LiveGame, type LiveRules, type LiveTableView } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useLiveRoundsQuery } from '@khela/api/games';
import { EmptyState, Loader } from '@khela/ui';
import { FieldLabel, Mono, Muted, Para, SheetHeading, SheetLink, Table, useGame, useMoney, verifyLiveUrl } from '../../shell';
import { payoutOdds } from './games';
import { useLabels } from './labels';

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
  .spots { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
`;
const Result = styled.span<{ $status: string }>`
  text-align: right;
  font-weight: 700;
  color: ${({ theme, $status }) => ($status === 'won' ? theme.colors.success : $status === 'lost' ? theme.colors.danger : theme.colors.textMuted)};
`;

/** My bets at this table (GET /api/games/live/rounds): stakes per spot, the result, the payout, a link to the verifier. */
export function LiveHistory({ game, tableId, active }: { game: LiveGame; tableId: string; active: boolean }) {
  const { t } = useTranslation('games');
  const { ended } = useGame();
  const money = useMoney();
  const labels = useLabels(game);
  const q = useLiveRoundsQuery(tableId, { skip: !active || ended, refetchOnMountOrArgChange: true });
  const rounds = q.data?.rounds ?? [];
  if (q.isLoading) return <Loader />;
  if (rounds.length === 0) return <EmptyState text={t('shell.history.empty')} />;
  return (
    <List data-testid="live-history">
      {rounds.map((r) => {
        const over = r.phase === 'settled' || r.phase === 'voided';
        return (
          <Item key={r.round_id} data-testid="live-history-round" data-round={r.round_id}>
            <span>
              {t('shell.history.bet')} {money(r.stake)}
              <div className="spots">
                {Object.entries(r.spots)
                  .map(([spot, amount]) => `${labels.spot(spot)} ${money(amount)}`)
                  .join(' · ')}
              </div>
            </span>
            <Result $status={r.status}>
              {r.status === 'open'
                ? t('shell.history.inPlay')
                : r.status === 'refunded'
                  ? t('shell.history.refunded')
                  : `${r.code ? labels.win(r.code) : ''} · ${money(r.payout ?? '0.00')}`}
            </Result>
            <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
            {over ? (
              <SheetLink href={verifyLiveUrl(r.round_id)} target="_blank" rel="noopener" style={{ textAlign: 'right', fontSize: 12 }} data-testid="live-verify-link">
                {t('shell.history.verify')}
              </SheetLink>
            ) : (
              <span />
            )}
          </Item>
        );
      })}
    </List>
  );
}

/** Provably fair at a live table: the chain of seeds, this round's committed hash, the last round's revealed seed. */
export function LiveFair({ seedHash, lastRound }: { seedHash: string | null; lastRound: { id: string; seed: string } | null }) {
  const { t } = useTranslation('games');
  return (
    <>
      <Muted>{t('live.fair.intro')}</Muted>
      <FieldLabel>{t('live.fair.hash')}</FieldLabel>
      <Mono data-testid="live-seed-hash">{seedHash ?? '…'}</Mono>
      {lastRound && (
        <>
          <FieldLabel>{t('live.fair.lastSeed')}</FieldLabel>
          <Mono>{lastRound.seed}</Mono>
          <Muted>
            <SheetLink href={verifyLiveUrl(lastRound.id)} target="_blank" rel="noopener">
              {t('live.fair.verifyLast')}
            </SheetLink>
          </Muted>
        </>
      )}
    </>
  );
}

const Paragraphs = ({ text }: { text: string }) => (
  <>
    {text.split('\n').map((p, i) => (
      <Para key={i}>{p}</Para>
    ))}
  </>
);

/** A live game's rules as stated, the table's limits and round, and each spot's payout and exact return. */
export function LiveRulesSheet({ game, rules, table }: { game: LiveGame; rules: LiveRules; table: LiveTableView | null }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  const labels = useLabels(game);
  return (
    <div data-testid="live-rules">
      <SheetHeading>{labels.game}</SheetHeading>
      <Paragraphs text={t(`live.${game}.rules`)} />
      <Para>{t('live.rulesRound', { seconds: localDigits(String(Math.round((table?.betting_ms ?? 15_000) / 1000))) })}</Para>
      {table && <Para>{t('live.limits', { min: money(table.min_bet), max: money(table.max_bet) })}</Para>}
      <Table>
        <thead>
          <tr>
            <th>{t('live.rulesSpot')}</th>
            <th>{t('live.rulesPays')}</th>
            <th>{t('live.rulesReturn')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.spots.map((spot) => {
            const odds = payoutOdds(rules, spot);
            const ret = rules.exactReturn[spot];
            return (
              <tr key={spot} data-testid={`live-rule-${spot}`}>
                <td>{labels.spot(spot)}</td>
                <td>{odds ? localDigits(odds) : '—'}</td>
                {/* rounded down to the hundredth of a per cent, as the catalogue's RTP figure is */}
                <td>{ret === undefined ? '—' : `${localDigits((Math.floor(ret * 10_000) / 100).toFixed(2))}%`}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Muted>{t('live.rulesReturnNote')}</Muted>
    </div>
  );
}
