import { useState } from 'react';
import { useGetVipRecordsQuery } from '@khela/api';
import { MESSAGES, formatDateTime, type VipRecord } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Skeleton, formatAmount, formatVp } from '@khela/ui';
import { Pager, Panel, Table } from './parts';

const KIND_KEYS = { earn: 'records.earn', convert: 'records.convert', adjust: 'records.adjust' } as const satisfies Record<VipRecord['kind'], string>;

/** VIP › VP Received / VP Used: the VP earned from settled bets (or adjusted) and the VP converted, 20 a page, Dhaka time. */
export function VpRecordsTab({ remoteId, type }: { remoteId: number; type: 'received' | 'used' }) {
  const { t } = useTranslation(['rewards', 'records', 'lobby']);
  const msg = useMessage();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useGetVipRecordsQuery({ remote_id: remoteId, type, page });
  const rows = data?.data ?? [];
  const used = type === 'used';
  const gameType = (code: string | null) => (code ? t(`lobby:gameTypes.${code}` as 'lobby:gameTypes.SLOT', { defaultValue: code }) : '—');

  return (
    <Panel data-testid={`vip-records-${type}`}>
      <h2>{used ? t('records.used') : t('records.received')}</h2>
      <Table aria-busy={isFetching}>
        <thead>
          <tr>
            <th>{t('desktop.vip.time')}</th>
            <th>{used ? t('desktop.vip.used') : t('desktop.vip.source')}</th>
            {used ? <th className="num">{t('desktop.vip.credited')}</th> : <th>{t('records:gameType')}</th>}
            {!used && <th className="num">{t('desktop.vip.stake')}</th>}
            <th className="num">{t('desktop.vip.points')}</th>
          </tr>
        </thead>
        <tbody>
          {isLoading ? (
            <tr>
              <td colSpan={used ? 4 : 5}>
                <Skeleton height={40} />
              </td>
            </tr>
          ) : (
            rows.map((r) => {
              const minus = r.points.startsWith('-') || r.kind === 'convert';
              const points = formatVp(r.points.replace(/^-/, ''));
              return (
                <tr key={r.id} data-testid="vip-record-row">
                  <td>{formatDateTime(r.created_at)}</td>
                  <td>{t(KIND_KEYS[r.kind])}</td>
                  {used ? <td className="num" data-testid="vip-record-amount">{r.amount ? formatAmount(r.amount) : '—'}</td> : <td>{gameType(r.game_type)}</td>}
                  {!used && <td className="num">{r.turnover ? formatAmount(r.turnover) : '—'}</td>}
                  <td className={`num ${minus ? 'minus' : 'plus'}`} data-testid="vip-record-points">{`${minus ? '−' : '+'}${points}`}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
      {!isLoading && rows.length === 0 && <EmptyState text={msg(MESSAGES.noData)} icon="vip" />}
      {data && <Pager page={data.current_page} last={data.last_page} onPage={setPage} testId={`vip-records-pager`} />}
    </Panel>
  );
}
