import { useState } from 'react';
import styled, { css } from 'styled-components';
import { newRequestId, protectionRefusalOf, toApiError, useConvertVipMutation, useGetVipQuery } from '@khela/api';
import { MESSAGES, type VipStatus } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Skeleton, VipConvertBox, VipLevelCard, formatVp, levelName, useProtectionRefusalWords, useToast } from '@khela/ui';
import { Panel } from './parts';

const Top = styled.div`
  display: grid;
  grid-template-columns: 1.35fr 1fr;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  > * {
    height: 100%;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Months = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const Kept = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Ladder = styled.ol`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(120px, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-x: auto;
`;

const Rung = styled.li<{ $current: boolean; $reached: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  opacity: ${({ $reached }) => ($reached ? 1 : 0.7)};
  strong {
    font-size: ${({ theme }) => theme.font.size};
  }
  small {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  em {
    align-self: flex-start;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-style: normal;
    font-size: 11px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.goldText};
    background: ${({ theme }) => theme.colors.gold};
  }
  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.gold};
      background: rgba(245, 194, 66, 0.1);
      strong {
        color: ${theme.colors.gold};
      }
    `}
`;

function ConvertBox({ vip, remoteId }: { vip: VipStatus; remoteId: number }) {
  const msg = useMessage();
  const protectionWords = useProtectionRefusalWords();
  const toast = useToast();
  const [convert, { isLoading }] = useConvertVipMutation();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const onConvert = async (vipCoin: number) => {
    setResult(null);
    try {
      // A new request id per attempt: a retried request answers the same conversion, a new click converts again.
      const res = await convert({ remote_id: remoteId, vip_coin: vipCoin, request_id: newRequestId() }).unwrap();
      const text = msg(res.success || MESSAGES.vpConverted);
      setResult({ kind: 'success', text });
      toast.show(text, 'success');
    } catch (err) {
      const e = toApiError(err);
      const protection = protectionRefusalOf(err);
      setResult({ kind: 'error', text: protection ? protectionWords(protection) : msg(e.message ?? (e.status === null ? MESSAGES.errorConvertingCoins : MESSAGES.errorOccurred)) });
    }
  };
  return (
    <VipConvertBox
      vipCoin={vip.vip_coin}
      minVp={vip.convert.min_vp}
      rate={vip.convert.rate}
      currency={vip.convert.currency}
      enabled={vip.convert.enabled}
      busy={isLoading}
      onConvert={(n) => void onConvert(n)}
      result={result}
    />
  );
}

/** VIP › My VIP: the level card (total VP, progress to the next level), the convert box and the level ladder. */
export function MyVipTab({ remoteId }: { remoteId: number }) {
  const { t, i18n } = useTranslation(['rewards', 'ui']);
  const lang = i18n.language;
  const { data: vip, isLoading, isError, refetch } = useGetVipQuery(remoteId);

  if (isLoading) return <Skeleton height={320} radius="16px" />;
  if (isError || !vip)
    return (
      <EmptyState text={t('ui:error')} icon="vip" onRetry={() => void refetch()} />
    );

  const current = vip.level.level;
  return (
    <>
      <Top>
        <Side>
          <VipLevelCard vip={vip} />
          <Months>
            <div>
              <dt>{t('vip.lastMonth')}</dt>
              <dd data-testid="vip-last-month">{formatVp(vip.last_month_earned)}</dd>
            </div>
            <Kept>{t('vip.kept')}</Kept>
          </Months>
        </Side>
        <ConvertBox vip={vip} remoteId={remoteId} />
      </Top>
      <Panel>
        <h2>{t('vip.ladder')}</h2>
        <Ladder data-testid="vip-ladder">
          {[...vip.levels]
            .sort((a, b) => a.threshold - b.threshold)
            .map((l) => (
              <Rung key={l.level} $current={l.level === current} $reached={l.level <= current} aria-current={l.level === current ? 'step' : undefined}>
                {l.level === current && <em>{t('vip.current')}</em>}
                <strong>{levelName(l, lang)}</strong>
                <small>{l.threshold > 0 ? t('vip.perMonth', { vp: formatVp(l.threshold) }) : t('vip.noThreshold')}</small>
              </Rung>
            ))}
        </Ladder>
      </Panel>
    </>
  );
}
