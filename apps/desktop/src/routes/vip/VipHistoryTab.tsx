import { useGetVipHistoryQuery } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Skeleton, formatAmount, formatMonth, formatVp, levelName } from '@khela/ui';
import { Panel, Table } from './parts';

/** VIP › VIP History (spec 2 "VIP": history by month with experience acquired): month, VP earned, turnover, level. */
export function VipHistoryTab({ remoteId }: { remoteId: number }) {
  const { t, i18n } = useTranslation(['rewards']);
  const msg = useMessage();
  const { data, isLoading, isFetching } = useGetVipHistoryQuery(remoteId);
  const rows = data ?? [];
  return (
    <Panel data-testid="vip-history">
      <h2>{t('history.title')}</h2>
      <p>{t('history.intro')}</p>
      <Table aria-busy={isFetching}>
        <thead>
          <tr>
            <th>{t('history.month')}</th>
            <th className="num">{t('history.earned')}</th>
            <th className="num">{t('history.turnover')}</th>
            <th>{t('history.level')}</th>
          </tr>
        </thead>
        <tbody>
          {isLoading ? (
            <tr>
              <td colSpan={4}>
                <Skeleton height={40} />
              </td>
            </tr>
          ) : (
            rows.map((m) => (
              <tr key={m.month} data-testid="vip-history-row">
                <td>{formatMonth(m.month, i18n.language)}</td>
                <td className="num">{formatVp(m.earned)}</td>
                <td className="num">{formatAmount(m.turnover)}</td>
                <td>{levelName(m.level, i18n.language)}</td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      {!isLoading && rows.length === 0 && <EmptyState text={msg(MESSAGES.noData)} icon="vip" />}
    </Panel>
  );
}
