import { useState } from 'react';
import styled from 'styled-components';
import { newRequestId, protectionRefusalOf, toApiError, useConvertVipMutation, useGetVipQuery } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Skeleton, VipConvertBox, VipLevelCard, formatVp, levelName, useProtectionRefusalWords, useToast } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { Body, LevelPill, Links, Section, useRemoteId, useVipPrefix } from './parts';

const Ladder = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  li[data-current='true'] { outline: 1px solid ${({ theme }) => theme.colors.gold}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-variant-numeric: tabular-nums; }
`;

/**
 * /vip "My VIP" (spec 2 §2 VIP, §5, §7): the level card (level, total VP, convertible VP, this month, progress),
 * links to the history, the explanation and the records, the convert box and the level ladder. The figures refresh
 * on `rewards.changed` over the socket and after a conversion (the mutation invalidates them).
 */
export default function VipPage() {
  const { t, i18n } = useTranslation(['rewards', 'ui', 'shell']);
  const msg = useMessage();
  const protectionWords = useProtectionRefusalWords();
  const toast = useToast();
  const remoteId = useRemoteId();
  const prefix = useVipPrefix();
  const q = useGetVipQuery(remoteId, { skip: !remoteId, refetchOnMountOrArgChange: true });
  const [convert, convertState] = useConvertVipMutation();
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const vip = q.data;

  async function onConvert(vp: number) {
    setResult(null);
    try {
      // A fresh request id per attempt: a retried request of the same attempt converts once.
      const res = await convert({ remote_id: remoteId, vip_coin: vp, request_id: newRequestId() }).unwrap();
      const text = msg(res.success);
      setFormKey((k) => k + 1);
      setResult({ kind: 'success', text });
      toast.show(text, 'success');
    } catch (e) {
      const err = toApiError(e);
      const protection = protectionRefusalOf(e);
      const text = protection ? protectionWords(protection) : err.message ? msg(err.message) : msg(err.status ? MESSAGES.errorOccurred : MESSAGES.errorConvertingCoins);
      setResult({ kind: 'error', text });
    }
  }

  return (
    <>
      <PageHeader title={t('vip.title')} back="/account" />
      <Body data-testid="vip-page">
        {q.isLoading || !remoteId ? (
          <>
            <Skeleton height={210} radius="16px" />
            <Skeleton height={160} radius="16px" />
            <Skeleton height={260} radius="16px" />
          </>
        ) : !vip ? (
          <EmptyState text={msg(MESSAGES.noData)} icon="vip">
            <Button variant="secondary" onClick={() => void q.refetch()}>
              {t('ui:retry')}
            </Button>
          </EmptyState>
        ) : (
          <>
            <VipLevelCard vip={vip} />
            <Links
              items={[
                { to: `${prefix}/vip-history`, icon: 'history', label: t('history.title'), testId: 'vip-link-history' },
                { to: `${prefix}/vip-detail`, icon: 'vip', label: t('detail.title'), testId: 'vip-link-detail' },
                { to: `${prefix}/vip-points-records`, icon: 'clock', label: t('records.title'), testId: 'vip-link-records' },
              ]}
            />
            <VipConvertBox
              key={formKey}
              vipCoin={vip.vip_coin}
              minVp={vip.convert.min_vp}
              rate={vip.convert.rate}
              currency={vip.convert.currency}
              enabled={vip.convert.enabled}
              busy={convertState.isLoading}
              onConvert={(vp) => void onConvert(vp)}
              result={result}
            />
            <Section>
              <h2>{t('vip.ladder')}</h2>
              <Ladder data-testid="vip-ladder">
                {[...vip.levels]
                  .sort((a, b) => a.threshold - b.threshold)
                  .map((l) => {
                    const current = l.level === vip.level.level;
                    return (
                      <li key={l.level} data-current={current}>
                        <LevelPill $current={current}>{levelName(l, i18n.language)}</LevelPill>
                        <small>
                          {current && `${t('vip.current')} · `}
                          {l.threshold > 0 ? t('vip.perMonth', { vp: formatVp(l.threshold) }) : t('vip.noThreshold')}
                        </small>
                      </li>
                    );
                  })}
              </Ladder>
              <p>{t('vip.kept')}</p>
            </Section>
          </>
        )}
      </Body>
    </>
  );
}
