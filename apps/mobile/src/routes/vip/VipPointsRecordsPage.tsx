import { useState } from 'react';
import styled from 'styled-components';
import { useGetVipRecordsQuery } from '@khela/api';
import { GAME_TYPES, MESSAGES, formatDateTime, type GameType, type VipRecord } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Skeleton, Tabs, formatCash, formatVp } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { Body, useRemoteId, useVipPrefix } from './parts';

type Kind = 'received' | 'used';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & + & { margin-top: -${({ theme }) => theme.space(3)}; border-top: 0; border-top-left-radius: 0; border-top-right-radius: 0; }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3.5)};
  &:not(:first-child) { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  div { flex: 1; min-width: 0; }
  strong { display: block; font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 700; overflow-wrap: anywhere; }
  small { display: block; margin-top: 2px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-variant-numeric: tabular-nums; }
  aside { flex: none; text-align: right; }
  aside b { display: block; font-variant-numeric: tabular-nums; font-weight: 800; }
  aside b[data-sign='+'] { color: ${({ theme }) => theme.colors.success}; }
  aside b[data-sign='-'] { color: ${({ theme }) => theme.colors.danger}; }
`;

function Row({ r, kind }: { r: VipRecord; kind: Kind }) {
  const { t } = useTranslation(['rewards', 'lobby']);
  const abs = r.points.replace(/^[-+]/, '');
  const negative = r.points.startsWith('-') || (kind === 'used' && r.kind === 'convert');
  const gameType = r.game_type && (GAME_TYPES as readonly string[]).includes(r.game_type) ? t(`lobby:gameTypes.${r.game_type as GameType}`) : r.game_type;
  const title =
    r.kind === 'earn' ? (gameType ? `${t('records.earn')} · ${gameType}` : t('records.earn')) : r.kind === 'convert' ? t('records.convert') : t('records.adjust');
  const sub =
    r.kind === 'convert' && r.amount
      ? t('records.credited', { amount: formatCash(r.amount) })
      : r.turnover
        ? t('records.stake', { amount: formatCash(r.turnover) })
        : null;
  return (
    <Item data-testid={`vip-record-${r.id}`} data-kind={r.kind}>
      <div>
        <strong>{title}</strong>
        <small>{formatDateTime(r.created_at)}</small>
      </div>
      <aside>
        <b data-sign={negative ? '-' : '+'}>
          {negative ? '−' : '+'}
          {t('vpAmount', { n: formatVp(abs) })}
        </b>
        {sub && <small>{sub}</small>}
      </aside>
    </Item>
  );
}

/** One page of records; the last page shown carries the 'Show more' button when the server has more. */
function Chunk({ remoteId, kind, page, last, onMore }: { remoteId: number; kind: Kind; page: number; last: boolean; onMore(): void }) {
  const { t } = useTranslation('rewards');
  const msg = useMessage();
  const q = useGetVipRecordsQuery({ remote_id: remoteId, type: kind, page }, { skip: !remoteId, refetchOnMountOrArgChange: page === 1 });
  if (q.isLoading || !q.data) return page === 1 ? <Skeleton height={240} radius="16px" /> : <Skeleton height={64} radius="16px" />;
  if (page === 1 && q.data.data.length === 0) return <EmptyState text={msg(MESSAGES.noData)} icon="history" />;
  return (
    <>
      {q.data.data.length > 0 && (
        <List data-testid={`vip-records-page-${page}`}>
          {q.data.data.map((r) => (
            <Row key={r.id} r={r} kind={kind} />
          ))}
        </List>
      )}
      {last && q.data.current_page < q.data.last_page && (
        <Button variant="secondary" block onClick={onMore} loading={q.isFetching} data-testid="vip-records-more">
          {t('records.more')}
        </Button>
      )}
    </>
  );
}

/** /vip-points-records (spec 2 §2 VIP): VP Received (earned by settled bets) and VP Used (converted), 20 a page. */
export default function VipPointsRecordsPage() {
  const { t } = useTranslation('rewards');
  const remoteId = useRemoteId();
  const prefix = useVipPrefix();
  const [kind, setKind] = useState<Kind>('received');
  const [pages, setPages] = useState(1);
  return (
    <>
      <PageHeader title={t('records.title')} back={`${prefix}/vip`} />
      <Body data-testid="vip-records">
        <Tabs
          aria-label={t('records.title')}
          testIdPrefix="vip-records-tab"
          value={kind}
          onChange={(k) => {
            setKind(k as Kind);
            setPages(1);
          }}
          items={[
            { key: 'received', label: t('records.received') },
            { key: 'used', label: t('records.used') },
          ]}
        />
        {Array.from({ length: pages }, (_, i) => (
          <Chunk key={`${kind}-${i + 1}`} remoteId={remoteId} kind={kind} page={i + 1} last={i + 1 === pages} onMore={() => setPages((p) => p + 1)} />
        ))}
      </Body>
    </>
  );
}
