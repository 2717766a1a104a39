import { useState } from 'react';
import styled from 'styled-components';
import { useGetBettingBetsQuery } from '@khela/api';
import { GAME_MESSAGES, formatDate, formatDateTime, shortGameName, type BettingGroup } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Skeleton } from '@khela/ui';
import { FullSheet } from '../../components/FullSheet';
import { RecordList, RecordBody } from '../../components/records';
import { wireTaka } from '../funds/money';
import { profitLoss } from './filters';
import { Facts, PL, useTypeName } from './parts';
import { RoundSheet } from './RoundSheet';

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 600; }
`;

/** A bet: the whole row opens its round (game recall). */
const Bet = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  touch-action: manipulation;
  &:hover, &:active { background: rgba(255, 255, 255, 0.04); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

const Head = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  strong { min-width: 0; font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 700; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  small { flex: none; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-variant-numeric: tabular-nums; }
`;

const Chip = styled.span`
  margin-left: 6px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(245, 194, 66, 0.12);
  color: ${({ theme }) => theme.colors.gold};
  font-size: 11px;
  font-weight: 800;
`;

/** The drill-down of a grouped row (spec 2 §2): that day's bets of one platform and game type. */
export function BetsSheet({ group, platformName, onClose }: { group: BettingGroup | null; platformName: string; onClose(): void }) {
  const { t } = useTranslation(['records', 'account']);
  const msg = useMessage();
  const typeName = useTypeName();
  const [round, setRound] = useState<string | null>(null);
  const q = useGetBettingBetsQuery(
    group ? { platform: group.platform, game_type: group.game_type, date: group.date, settled: 1 } : { platform: '', game_type: '', date: '' },
    { skip: !group, refetchOnMountOrArgChange: true },
  );
  if (!group) return null;
  const total = profitLoss(group.profit_loss);
  const bets = q.data?.data ?? [];

  return (
    <FullSheet open title={`${platformName} · ${typeName(group.game_type)}`} onClose={onClose} testId="betting-bets">
      <RecordBody>
        <Summary>
          <small>{formatDate(group.date)}</small>
          <Facts
            items={[
              { label: t('bets'), value: group.bet_count },
              { label: t('account:item.turnoverRecord'), value: wireTaka(group.turnover) },
              { label: t('profitLoss'), value: <PL $tone={total.tone}>{total.text}</PL> },
            ]}
          />
        </Summary>
        {q.isLoading ? (
          <Skeleton height={220} radius="16px" />
        ) : bets.length === 0 ? (
          <EmptyState text={msg(GAME_MESSAGES.noData)} icon="history" />
        ) : (
          <RecordList>
            {bets.map((b) => {
              const pl = profitLoss(b.profit_loss);
              return (
                <li key={b.id}>
                  <Bet type="button" onClick={() => setRound(b.id)} data-testid={`betting-bet-${b.id}`} data-status={b.status}>
                    <Head>
                      <strong title={b.game_name}>
                        {shortGameName(b.game_name)}
                        {b.status === 'refunded' && <Chip>{t('statuses.refunded')}</Chip>}
                      </strong>
                      <small>{formatDateTime(b.created_at)}</small>
                    </Head>
                    <Facts
                      items={[
                        { label: t('bet'), value: wireTaka(b.bet_amount) },
                        { label: t('win'), value: wireTaka(b.winAmount) },
                        { label: t('profitLoss'), value: <PL $tone={pl.tone}>{pl.text}</PL> },
                      ]}
                    />
                  </Bet>
                </li>
              );
            })}
          </RecordList>
        )}
      </RecordBody>
      <RoundSheet id={round} onClose={() => setRound(null)} />
    </FullSheet>
  );
}
