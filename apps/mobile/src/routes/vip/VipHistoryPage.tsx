import styled from 'styled-components';
import { useGetVipHistoryQuery } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Skeleton, formatCash, formatMonth, formatVp, levelName } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { Body, LevelPill, useRemoteId, useVipPrefix } from './parts';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
`;

const Month = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    h2 { margin: 0; font-size: ${({ theme }) => theme.font.size}; font-weight: 800; }
  }
  dl {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 600; }
  dd { margin: 2px 0 0; font-weight: 800; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  dd.vp { color: ${({ theme }) => theme.colors.gold}; }
`;

/** /vip-history (spec 2 §2 VIP): VP earned by calendar month (Dhaka), with the turnover behind them and the level reached. */
export default function VipHistoryPage() {
  const { t, i18n } = useTranslation('rewards');
  const msg = useMessage();
  const remoteId = useRemoteId();
  const prefix = useVipPrefix();
  const q = useGetVipHistoryQuery(remoteId, { skip: !remoteId, refetchOnMountOrArgChange: true });
  const months = q.data ?? [];
  return (
    <>
      <PageHeader title={t('history.title')} back={`${prefix}/vip`} />
      <Body data-testid="vip-history">
        <Intro>{t('history.intro')}</Intro>
        {q.isLoading || !remoteId ? (
          <>
            <Skeleton height={120} radius="16px" />
            <Skeleton height={120} radius="16px" />
          </>
        ) : months.length === 0 ? (
          <EmptyState text={msg(MESSAGES.noData)} icon="history" />
        ) : (
          months.map((m) => (
            <Month key={m.month} data-testid={`vip-month-${m.month}`}>
              <header>
                <h2>{formatMonth(m.month, i18n.language)}</h2>
              </header>
              <dl>
                <div>
                  <dt>{t('history.earned')}</dt>
                  <dd className="vp">{t('vpAmount', { n: formatVp(m.earned) })}</dd>
                </div>
                <div>
                  <dt>{t('history.turnover')}</dt>
                  <dd>{formatCash(m.turnover)}</dd>
                </div>
                <div>
                  <dt>{t('history.level')}</dt>
                  <dd>
                    <LevelPill>{levelName(m.level, i18n.language)}</LevelPill>
                  </dd>
                </div>
              </dl>
            </Month>
          ))
        )}
      </Body>
    </>
  );
}
