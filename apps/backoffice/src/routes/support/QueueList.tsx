import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBoDeskChatsQuery, type DeskQueue } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { Input, Muted, Small } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { useNow, usePreview, useWaitText } from './deskShared';

const QUEUES: DeskQueue[] = ['waiting', 'mine', 'open', 'closed'];

/** The desk's left column: queue tabs with counts, a username search, and the conversations (live). */
export function QueueList({ queue, onQueue, selected }: { queue: DeskQueue; onQueue(q: DeskQueue): void; selected: number | null }) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [text]);
  const { data, isLoading, isFetching } = useBoDeskChatsQuery({ queue, page, ...(q ? { q } : {}) });
  const now = useNow();
  const wait = useWaitText();
  const preview = usePreview();
  const label = (k: DeskQueue) => (k === 'open' || k === 'closed' ? t(`status.${k}`) : k === 'waiting' ? t('status.unmatched') : t('desk.desk.queue.mine'));

  return (
    <Column aria-busy={isFetching} data-testid="bo-desk-queue">
      <Tabs role="tablist" aria-label={t('desk.queueTitle')}>
        {QUEUES.map((k) => (
          <Tab
            key={k}
            role="tab"
            aria-selected={k === queue}
            $active={k === queue}
            onClick={() => {
              onQueue(k);
              setPage(1);
            }}
            data-testid={`bo-desk-tab-${k}`}
          >
            {label(k)}
            {k !== 'closed' && (data?.counts[k] ?? 0) > 0 && <Count $hot={k === 'waiting'}>{data?.counts[k]}</Count>}
          </Tab>
        ))}
      </Tabs>
      <SearchBox>
        <Icon name="search" size={16} />
        <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('desk.desk.search')} aria-label={t('desk.desk.search')} data-testid="bo-desk-search" />
      </SearchBox>
      <List>
        {isLoading && <Empty>…</Empty>}
        {data?.data.length === 0 && <Empty>{t('desk.desk.empty')}</Empty>}
        {data?.data.map((c) => (
          <li key={c.id}>
            <Row to={`/support/${c.id}`} $active={c.id === selected} data-testid={`bo-desk-chat-${c.id}`}>
              <Line>
                <b>{c.username}</b>
                {c.status === 'open' && c.waiting_since ? (
                  <Wait title={t('desk.desk.waitingFor')}>
                    <Icon name="clock" size={12} /> {wait(c.waiting_since, now)}
                  </Wait>
                ) : (
                  <Small>{wait(c.updated_at, now)}</Small>
                )}
              </Line>
              <Line>
                <Preview $unread={c.unread > 0}>{preview(c.last_message) || <Muted>—</Muted>}</Preview>
                {c.unread > 0 && (
                  <Unread aria-label={t('desk.desk.unread', { count: c.unread })} data-testid={`bo-desk-unread-${c.id}`}>
                    {c.unread}
                  </Unread>
                )}
              </Line>
              <Small>{c.assigned_name ? t('desk.desk.assignedTo', { name: c.assigned_name }) : t('desk.desk.unassigned')}</Small>
            </Row>
          </li>
        ))}
      </List>
      {data && data.total > data.per_page && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />}
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Tabs = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 5px;
  height: 40px;
  padding: 0 4px;
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-size: 12.5px;
  font-weight: 700;
  white-space: nowrap;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Count = styled.span<{ $hot: boolean }>`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${({ theme, $hot }) => ($hot ? theme.colors.danger : theme.colors.surfaceAlt)};
  color: #fff;
  font-size: 11px;
  line-height: 18px;
`;

const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  input { height: 32px; }
`;

const List = styled.ul`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled.li`
  padding: 28px 12px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

const Row = styled(Link)<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 3px;
  padding: 10px 12px;
  border-bottom: 1px solid rgba(42, 54, 86, 0.6);
  border-left: 3px solid ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  background: ${({ $active }) => ($active ? 'rgba(18, 185, 129, 0.08)' : 'transparent')};
  color: inherit;
  text-decoration: none;
  &:hover, &:focus-visible { background: rgba(255, 255, 255, 0.035); text-decoration: none; }
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-width: 0;
  font-size: 13px;
  b { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Wait = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  flex: none;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 12px;
  font-weight: 700;
`;

const Preview = styled.span<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  font-size: 12.5px;
`;

const Unread = styled.span`
  flex: none;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 11px;
  font-weight: 800;
  line-height: 20px;
  text-align: center;
`;
