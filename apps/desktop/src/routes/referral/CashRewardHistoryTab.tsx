import { Fragment, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { protectionRefusalOf, toApiError, useClaimCashMutation, useGetReferralQuery, useGetReferralRewardsQuery } from '@khela/api';
import { MESSAGES, REDIRECT_DELAY_MS, formatDate, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, Skeleton, formatCash, formatRate, useProtectionRefusalWords, useToast } from '@khela/ui';
import { Pager, Panel, Table } from '../vip/parts';

const Bonus = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(245, 194, 66, 0.35);
  background: rgba(245, 194, 66, 0.08);
  > div {
    flex: 1;
  }
  small {
    display: block;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: 26px;
    color: ${({ theme }) => theme.colors.gold};
    font-variant-numeric: tabular-nums;
  }
`;

const Result = styled.p<{ $ok: boolean }>`
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const Status = styled.span<{ $claimed: boolean }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme, $claimed }) => ($claimed ? theme.colors.textMuted : theme.colors.success)};
  background: ${({ $claimed }) => ($claimed ? 'rgba(154, 166, 192, 0.12)' : 'rgba(34, 197, 94, 0.12)')};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

const Inner = styled.td`
  padding: 0 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)} !important;
  background: rgba(18, 185, 129, 0.03);
  table th {
    background: transparent;
  }
`;

/**
 * Referral › Cash Reward History: the cash bonus with Claim All (disabled while there is nothing to claim or less than
 * the server's `claim_min`), and the reward rows (date, turnover, cash reward, status, details by level).
 * A claim shows 'Bonus Claimed successfully.' and reloads the page 1.5 s later (spec 2 §4); a refusal shows the
 * server's message.
 */
export function CashRewardHistoryTab({ remoteId }: { remoteId: number }) {
  const { t } = useTranslation(['rewards', 'common', 'promotions']);
  const msg = useMessage();
  const protectionWords = useProtectionRefusalWords();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const info = useGetReferralQuery(remoteId);
  const rewards = useGetReferralRewardsQuery({ remote_id: remoteId, page });
  const [claim, { isLoading: claiming }] = useClaimCashMutation();
  const reload = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reload.current), []);

  const bonus = tryParseMoney(info.data?.cash_bonus) ?? 0n;
  const min = tryParseMoney(info.data?.claim_min) ?? 0n;
  const canClaim = bonus > 0n && bonus >= min;
  const rows = rewards.data?.data ?? [];

  const claimAll = async () => {
    setResult(null);
    try {
      await claim().unwrap();
      const text = msg(MESSAGES.bonusClaimed);
      setResult({ ok: true, text });
      toast.show(text, 'success');
      reload.current = window.setTimeout(() => window.location.reload(), REDIRECT_DELAY_MS);
    } catch (err) {
      const e = toApiError(err);
      const protection = protectionRefusalOf(err);
      setResult({ ok: false, text: protection ? protectionWords(protection) : msg(e.message ?? (e.status === null ? MESSAGES.errorClaimingBonus : MESSAGES.failedToClaimBonus)) });
    }
  };

  return (
    <Panel data-testid="referral-rewards">
      <h2>{t('desktop.referral.tabs.history')}</h2>
      <p>{t('desktop.referral.historyIntro')}</p>
      <Bonus>
        <div>
          <small>{t('referral.cashBonus')}</small>
          {info.data ? <strong data-testid="referral-cash-bonus">{formatCash(info.data.cash_bonus)}</strong> : <Skeleton width={140} height={32} />}
          {info.data && !canClaim && <small data-testid="referral-claim-min">{t('referral.claimMin', { amount: formatCash(info.data.claim_min) })}</small>}
        </div>
        <Button variant="gold" loading={claiming} disabled={!canClaim || claiming || result?.ok === true} onClick={() => void claimAll()} data-testid="referral-claim-all">
          {t('referral.claimAll')}
        </Button>
      </Bonus>
      {result && (
        <Result $ok={result.ok} role={result.ok ? 'status' : 'alert'} data-testid="referral-claim-result">
          {result.text}
        </Result>
      )}
      <Table aria-busy={rewards.isFetching}>
        <thead>
          <tr>
            <th>{t('common:date')}</th>
            <th className="num">{t('referral.board.turnover')}</th>
            <th className="num">{t('referral.board.cashReward')}</th>
            <th>{t('common:status')}</th>
            <th>{t('promotions:details')}</th>
          </tr>
        </thead>
        <tbody>
          {rewards.isLoading ? (
            <tr>
              <td colSpan={5}>
                <Skeleton height={40} />
              </td>
            </tr>
          ) : (
            rows.map((r) => {
              const isOpen = open === r.id;
              return (
                <Fragment key={r.id}>
                  <tr data-testid="referral-reward-row">
                    <td>{formatDate(r.date)}</td>
                    <td className="num">{formatCash(r.turnover)}</td>
                    <td className="num">{formatCash(r.cashReward)}</td>
                    <td>
                      <Status $claimed={r.status === 'claimed'}>{t(`referral.board.status.${r.status}`)}</Status>
                    </td>
                    <td>
                      {r.details.length > 0 && (
                        <Toggle type="button" aria-expanded={isOpen} onClick={() => setOpen(isOpen ? null : r.id)}>
                          {isOpen ? t('referral.board.hide') : t('referral.board.details')}
                          <Icon name="chevronRight" size={14} />
                        </Toggle>
                      )}
                    </td>
                  </tr>
                  {isOpen && (
                    <tr>
                      <Inner colSpan={5}>
                        <Table>
                          <thead>
                            <tr>
                              <th>{t('detail.level')}</th>
                              <th>{t('referral.board.player')}</th>
                              <th className="num">{t('referral.board.turnover')}</th>
                              <th className="num">{t('referral.board.rate')}</th>
                              <th className="num">{t('referral.board.reward')}</th>
                            </tr>
                          </thead>
                          <tbody>
                            {r.details.map((d, i) => (
                              <tr key={i}>
                                <td>{t('referral.level', { n: d.level })}</td>
                                <td>{d.player}</td>
                                <td className="num">{formatCash(d.turnover)}</td>
                                <td className="num">{formatRate(d.rate)}</td>
                                <td className="num">{formatCash(d.reward)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </Table>
                      </Inner>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </Table>
      {!rewards.isLoading && rows.length === 0 && <EmptyState text={msg(MESSAGES.noData)} icon="gift" />}
      {rewards.data && <Pager page={rewards.data.current_page} last={rewards.data.last_page} onPage={setPage} />}
    </Panel>
  );
}
