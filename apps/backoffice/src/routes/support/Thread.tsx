import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  storageUrl,
  useBoDeskAssignMutation,
  useBoDeskCloseMutation,
  useBoDeskReadMutation,
  useBoDeskReopenMutation,
  useBoMeQuery,
  useDeskTyping,
  useLazyBoDeskChatBeforeQuery,
} from '@khela/api/backoffice';
import { dhakaDay, dhakaTime, type ChatMessage, type DeskChatDetail } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { useServerError } from '../../components/errors';
import { Badge, Btn, Muted, Small } from '../../components/kit';
import { AssignDialog } from './AssignDialog';
import { Composer } from './Composer';
import { useDayLabel } from './deskShared';

/** The desk's middle column: the conversation's actions, its messages (live), "typing…", and the composer. */
export function Thread({ detail }: { detail: DeskChatDetail }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { chat, player_read_id } = detail;
  const me = useBoMeQuery().data;
  const serverError = useServerError();
  const toast = useToast();
  const dayLabel = useDayLabel();
  const { typing, sayTyping } = useDeskTyping(chat.id);
  const [assign, assignState] = useBoDeskAssignMutation();
  const [close, closeState] = useBoDeskCloseMutation();
  const [reopen, reopenState] = useBoDeskReopenMutation();
  const [read] = useBoDeskReadMutation();
  const [loadBefore, beforeState] = useLazyBoDeskChatBeforeQuery();
  const [older, setOlder] = useState<{ messages: ChatMessage[]; has_more: boolean }>({ messages: [], has_more: detail.has_more });
  const [choosing, setChoosing] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const keepFrom = useRef<number | null>(null);
  /** Whether the view sits at the newest message (then new messages and late-loading pictures keep it there). */
  const atBottom = useRef(true);
  const toBottom = () => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  };

  const messages = [...older.messages.filter((m) => !detail.messages.some((x) => x.id === m.id)), ...detail.messages];
  const last = detail.messages[detail.messages.length - 1];
  const lastPlayer = [...detail.messages].reverse().find((m) => m.sender === 'player');
  const lastSeenAgent = [...messages].reverse().find((m) => m.sender === 'agent' && m.id <= player_read_id);

  // The agents read the player's messages as they are shown (the player sees "read").
  // Shown with unread messages: read now; already read: only the player's messages that arrive while it is open.
  const readUpTo = useRef(chat.unread > 0 ? 0 : (lastPlayer?.id ?? 0));
  useEffect(() => {
    if (!lastPlayer || readUpTo.current >= lastPlayer.id) return;
    readUpTo.current = lastPlayer.id;
    read(chat.id).catch(() => undefined);
  }, [chat.id, chat.unread, lastPlayer, read]);

  // Follow the newest message unless older ones were just put on top (then keep the view where it was).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFrom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFrom.current;
      keepFrom.current = null;
    } else {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
  }, [messages.length, typing]);

  const showOlder = async () => {
    const first = messages[0];
    if (!first) return;
    try {
      const res = await loadBefore({ id: chat.id, before: first.id }).unwrap();
      keepFrom.current = scroller.current ? scroller.current.scrollHeight - scroller.current.scrollTop : null;
      setOlder((o) => ({ messages: [...res.messages, ...o.messages], has_more: res.has_more }));
    } catch (e) {
      serverError.show(e);
    }
  };

  const act = async (p: Promise<unknown>, done: string) => {
    try {
      await p;
      toast.show(done, 'success');
    } catch (e) {
      serverError.show(e);
    }
  };
  const mine = me !== undefined && chat.assigned_to === me.id;
  const busy = assignState.isLoading || closeState.isLoading || reopenState.isLoading;

  return (
    <Column data-testid="bo-desk-thread">
      <Head>
        <div>
          <Title>
            <b>{chat.username}</b>
            <Badge $tone={chat.status === 'open' ? 'success' : 'neutral'}>{t(`status.${chat.status}`)}</Badge>
          </Title>
          <Small>{chat.assigned_name ? t('desk.desk.assignedTo', { name: mine ? t('desk.desk.you') : chat.assigned_name }) : t('desk.desk.unassigned')}</Small>
        </div>
        <HeadActions>
          {chat.status === 'open' && !mine && (
            <Btn $size="xs" $variant="primary" disabled={busy} onClick={() => void act(assign({ id: chat.id }).unwrap(), t('desk.desk.assignedToast'))} data-testid="bo-desk-assign-me">
              {t('desk.desk.assignMe')}
            </Btn>
          )}
          {chat.status === 'open' && (
            <Btn $size="xs" disabled={busy} onClick={() => setChoosing(true)} data-testid="bo-desk-assign-to">
              {t('desk.desk.assignTo')}
            </Btn>
          )}
          {chat.status === 'open' && chat.assigned_to !== null && (
            <Btn $size="xs" $variant="ghost" disabled={busy} onClick={() => void act(assign({ id: chat.id, staff_id: null }).unwrap(), t('desk.desk.unassignedToast'))} data-testid="bo-desk-unassign">
              {t('desk.desk.unassign')}
            </Btn>
          )}
          {chat.status === 'open' ? (
            <Btn $size="xs" $variant="danger" disabled={busy} onClick={() => void act(close(chat.id).unwrap(), t('desk.desk.closedToast'))} data-testid="bo-desk-close">
              {t('desk.desk.close')}
            </Btn>
          ) : (
            <Btn $size="xs" $variant="primary" disabled={busy} onClick={() => void act(reopen(chat.id).unwrap(), t('desk.desk.reopenedToast'))} data-testid="bo-desk-reopen">
              {t('desk.desk.reopen')}
            </Btn>
          )}
        </HeadActions>
      </Head>
      <Scroll
        ref={scroller}
        data-testid="bo-desk-messages"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
      >
        {older.has_more && (
          <Older>
            <Btn $size="xs" $variant="ghost" disabled={beforeState.isFetching} onClick={() => void showOlder()} data-testid="bo-desk-older">
              {t('desk.desk.older')}
            </Btn>
          </Older>
        )}
        {messages.map((m, i) => {
          const prev = messages[i - 1];
          const newDay = !prev || dhakaDay(prev.created_at) !== dhakaDay(m.created_at);
          return (
            <Fragment key={m.id}>
              {newDay && (
                <DaySep>
                  <span>{dayLabel(m.created_at)}</span>
                </DaySep>
              )}
              {m.sender === 'system' ? (
                <SystemLine>
                  {m.content} · {dhakaTime(m.created_at)}
                </SystemLine>
              ) : (
                <Bubble $agent={m.sender === 'agent'} data-testid={`bo-desk-msg-${m.id}`}>
                  {m.image && <ChatImage src={storageUrl(m.image)} onLoad={toBottom} />}
                  {m.content && <p>{m.content}</p>}
                  <Meta>
                    {m.sender === 'agent' && m.sender_name ? `${m.sender_name} · ` : ''}
                    {dhakaTime(m.created_at)}
                    {m === lastSeenAgent && <Seen data-testid="bo-desk-seen"> · {t('desk.desk.seen')}</Seen>}
                  </Meta>
                </Bubble>
              )}
            </Fragment>
          );
        })}
        {messages.length === 0 && <Muted>{t('desk.desk.noMessages')}</Muted>}
        {typing && (
          <Typing data-testid="bo-desk-typing" aria-live="polite">
            {t('desk.desk.typing', { name: chat.username })}
          </Typing>
        )}
      </Scroll>
      {chat.status === 'open' ? (
        <Composer chatId={chat.id} onTyping={sayTyping} key={chat.id} />
      ) : (
        <ClosedNote>
          {t('desk.desk.closedNote')}
          {last && <Small>{dhakaTime(chat.closed_at ?? last.created_at)}</Small>}
        </ClosedNote>
      )}
      {choosing && <AssignDialog chatId={chat.id} current={chat.assigned_to} onClose={() => setChoosing(false)} />}
    </Column>
  );
}

/** A picture in the thread, opening full size in a new tab; a link with the word "Picture" when it cannot be shown. */
function ChatImage({ src, onLoad }: { src: string; onLoad(): void }) {
  const { t } = useTranslation('backoffice');
  const [broken, setBroken] = useState(false);
  return (
    <a href={src} target="_blank" rel="noreferrer">
      {broken ? t('desk.desk.imageOnly') : <img src={src} alt={t('common.image')} onLoad={onLoad} onError={() => setBroken(true)} />}
    </a>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  padding: 8px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  flex-wrap: wrap;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 15px;
`;

const HeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 14px;
  background: ${({ theme }) => theme.colors.bg};
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
`;

const DaySep = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 8px 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11.5px;
  font-weight: 700;
  &::before, &::after { content: ''; flex: 1; height: 1px; background: ${({ theme }) => theme.colors.border}; }
`;

const SystemLine = styled.div`
  align-self: center;
  max-width: 80%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  text-align: center;
`;

const Bubble = styled.div<{ $agent: boolean }>`
  align-self: ${({ $agent }) => ($agent ? 'flex-end' : 'flex-start')};
  max-width: 72%;
  padding: 8px 11px 6px;
  border-radius: 12px;
  border-bottom-right-radius: ${({ $agent }) => ($agent ? '4px' : '12px')};
  border-bottom-left-radius: ${({ $agent }) => ($agent ? '12px' : '4px')};
  background: ${({ theme, $agent }) => ($agent ? 'rgba(18, 185, 129, 0.16)' : theme.colors.surfaceAlt)};
  border: 1px solid ${({ $agent }) => ($agent ? 'rgba(18, 185, 129, 0.35)' : 'transparent')};
  font-size: 13.5px;
  line-height: 1.45;
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  img { display: block; max-width: 220px; max-height: 180px; margin-bottom: 4px; border-radius: 8px; object-fit: cover; }
`;

const Meta = styled.div`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  text-align: right;
`;

const Seen = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

const Typing = styled.div`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-style: italic;
`;

const ClosedNote = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  padding: 12px 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;
