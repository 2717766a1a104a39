import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  selectSession,
  toApiError,
  useBulkInboxMutation,
  useGetInboxMessageQuery,
  useGetInboxQuery,
  useSelector,
} from '@khela/api';
import { INBOX_POLL_MS, MESSAGES, formatDateTime, inboxPreview, inboxText, toggleSelected, type InboxMessage } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, IconButton, InboxDeleteConfirm, InboxRow, Modal, Skeleton, focusRing, useToast } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { TOOLBAR_HEIGHT } from '../../app/Toolbars';

const Bar = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
  > span { flex: 1; min-width: 0; }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% - 4px);
  right: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.z.sticky + 1};
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadows.pop};
  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    ${focusRing}
    &:hover { background: rgba(255, 255, 255, 0.05); }
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  position: sticky;
  bottom: calc(${TOOLBAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.z.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > span { flex: 1 0 100%; font-size: ${({ theme }) => theme.font.sizeSm}; color: ${({ theme }) => theme.colors.textMuted}; }
  > button { flex: 1 1 0; min-width: 0; }
`;

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
`;

/** The whole message (opening it marks it read). */
function MessageModal({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t, i18n } = useTranslation(['support', 'ui']);
  const q = useGetInboxMessageQuery(id ?? 0, { skip: id === null });
  const m = id !== null && q.data?.data.id === id ? q.data.data : null;
  const text = m ? inboxText(m, i18n.language) : null;
  return (
    <Modal open={id !== null} onClose={onClose} title={text?.title ?? t('ui:loading')} testId="inbox-message" footer={<Button onClick={onClose}>{t('ui:close')}</Button>}>
      {m && text ? (
        <>
          <Meta>
            {t('support:inbox.received', { date: formatDateTime(m.created_at) })}
            {m.kind === 'system' && ` · ${t('support:inbox.fromSite')}`}
          </Meta>
          <Text data-testid="inbox-message-text">{text.message}</Text>
        </>
      ) : q.isError ? (
        <EmptyState text={t('ui:noData')} />
      ) : (
        <Skeleton height={80} />
      )}
    </Modal>
  );
}

/** /inbox (spec 2 "Inbox", §4, §9): messages with a 5-word preview, the menu Edit / Read / Cancel, selection mode. */
export default function InboxPage() {
  const { t, i18n } = useTranslation(['support', 'account', 'ui', 'exchange']);
  const msg = useMessage();
  const toast = useToast();
  const { remoteId } = useSelector(selectSession);
  const [page, setPage] = useState(1);
  const q = useGetInboxQuery({ remote_id: remoteId ?? 0, page }, { skip: !remoteId, pollingInterval: INBOX_POLL_MS });
  const [bulk, bulkState] = useBulkInboxMutation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  const list: InboxMessage[] = useMemo(() => q.data?.data.data ?? [], [q.data]);
  const lastPage = Math.max(1, q.data?.data.last_page ?? 1);
  const unread = q.data?.unread ?? 0;

  // A page emptied by a deletion: step back.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  // Selection holds only messages still listed.
  useEffect(() => {
    setSelected((s) => {
      const ids = new Set(list.map((m) => m.id));
      const next = new Set([...s].filter((id) => ids.has(id)));
      return next.size === s.size ? s : next;
    });
  }, [list]);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [menuOpen]);

  async function run(ids: number[], action: 'read' | 'delete') {
    if (ids.length === 0) return;
    try {
      await bulk({ ids, action }).unwrap();
      toast.show(action === 'delete' ? t('support:inbox.deleted') : t('support:inbox.markedRead'), 'success');
      setSelected(new Set());
      if (action === 'delete') setEditing(false);
    } catch (e) {
      const err = toApiError(e);
      toast.show(err.message ? msg(err.message) : msg(MESSAGES.errorOccurred), 'error');
    }
  }

  const toggle = (id: number) => setSelected((s) => toggleSelected(s, id));

  const goPage = (p: number) => {
    setPage(p);
    window.scrollTo(0, 0);
  };

  const exitEdit = () => {
    setEditing(false);
    setSelected(new Set());
  };

  return (
    <>
      <PageHeader title={t('account:item.inbox')} back="/account" />
      <div data-testid="inbox-page">
        <Bar ref={menuRef}>
          <span data-testid="inbox-unread">{unread > 0 ? t('support:chat.unread', { count: unread }) : ''}</span>
          {editing ? (
            <Button size="sm" variant="ghost" onClick={exitEdit} data-testid="inbox-exit-edit">
              {t('ui:cancel')}
            </Button>
          ) : (
            <IconButton label={t('support:inbox.options')} onClick={() => setMenuOpen((o) => !o)} aria-expanded={menuOpen} data-testid="inbox-menu">
              <svg width={22} height={22} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                <circle cx="12" cy="5" r="2" />
                <circle cx="12" cy="12" r="2" />
                <circle cx="12" cy="19" r="2" />
              </svg>
            </IconButton>
          )}
          {menuOpen && (
            <Menu role="menu">
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  data-testid="inbox-edit"
                  onClick={() => {
                    setMenuOpen(false);
                    setEditing(true);
                  }}
                >
                  {t('support:inbox.editMode')}
                </button>
              </li>
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  data-testid="inbox-read-all"
                  disabled={bulkState.isLoading}
                  onClick={() => {
                    setMenuOpen(false);
                    void run(list.filter((m) => !m.is_read).map((m) => m.id), 'read');
                  }}
                >
                  {t('support:inbox.readAll')}
                </button>
              </li>
              <li role="none">
                <button type="button" role="menuitem" onClick={() => setMenuOpen(false)}>
                  {t('ui:cancel')}
                </button>
              </li>
            </Menu>
          )}
        </Bar>

        {q.isLoading || !remoteId ? (
          <Loading>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Loading>
        ) : list.length === 0 ? (
          <EmptyState text={t('ui:noData')} />
        ) : (
          <List>
            {list.map((m) => {
              const text = inboxText(m, i18n.language);
              return (
                <InboxRow
                  key={m.id}
                  title={text.title}
                  preview={inboxPreview(text.message)}
                  date={formatDateTime(m.created_at)}
                  unread={!m.is_read}
                  selectable={editing}
                  selected={selected.has(m.id)}
                  onToggle={() => toggle(m.id)}
                  onOpen={() => setOpenId(m.id)}
                />
              );
            })}
          </List>
        )}

        {lastPage > 1 && (
          <Pager data-testid="inbox-pager">
            <IconButton label={t('support:inbox.prevPage')} disabled={page <= 1} onClick={() => goPage(page - 1)}>
              <Icon name="back" size={20} />
            </IconButton>
            <span>{t('exchange:account.pageOf', { page, last: lastPage })}</span>
            <IconButton label={t('support:inbox.nextPage')} disabled={page >= lastPage} onClick={() => goPage(page + 1)}>
              <Icon name="chevronRight" size={20} />
            </IconButton>
          </Pager>
        )}

        {editing && (
          <Actions data-testid="inbox-actions">
            <span>{t('support:inbox.selected', { count: selected.size })}</span>
            <Button
              variant="secondary"
              disabled={selected.size === 0 || bulkState.isLoading}
              onClick={() => void run([...selected], 'read')}
              data-testid="inbox-mark-read"
            >
              {t('support:inbox.markRead')}
            </Button>
            <Button variant="danger" disabled={selected.size === 0 || bulkState.isLoading} onClick={() => setConfirm(true)} data-testid="inbox-delete">
              {t('support:inbox.deleteSelected', { count: selected.size })}
            </Button>
          </Actions>
        )}
      </div>

      <MessageModal id={openId} onClose={() => setOpenId(null)} />

      <InboxDeleteConfirm
        open={confirm}
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          void run([...selected], 'delete');
        }}
      />
    </>
  );
}
