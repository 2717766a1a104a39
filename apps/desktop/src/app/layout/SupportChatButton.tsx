import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, useGetChatsQuery, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { DraggableChatButton, Icon, IconButton, type IconName } from '@khela/ui';
import { useSupportLinks } from '../../components/support';
import { useLoginModal } from './loginModalContext';

/** The support pages themselves: the button would only lead back to where the player is. */
const CHAT_PAGES = /^\/chat(-list|-box)?(\/|$)/;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  background: rgba(3, 7, 18, 0.35);
`;

const Sheet = styled.div`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: ${({ theme }) => theme.z.overlay};
  width: 360px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.pop};
  overflow: hidden;
  header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: radial-gradient(ellipse 300px 100px at 0% 0%, rgba(18, 185, 129, 0.18), transparent 70%);
    h2 {
      flex: 1;
      font-size: ${({ theme }) => theme.font.size};
    }
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
  }
  h3 {
    margin: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)} 0;
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Option = styled.button<{ $tone: string; $main?: boolean }>`
  display: grid;
  grid-template-columns: 40px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $main }) => ($main ? 'rgba(18, 185, 129, 0.5)' : theme.colors.border)};
  background: ${({ theme, $main }) => ($main ? 'rgba(18, 185, 129, 0.1)' : theme.colors.surfaceAlt)};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    text-decoration: none;
    border-color: ${({ $tone }) => $tone};
  }
  > span:first-child {
    position: relative;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    color: ${({ $tone }) => $tone};
    background: rgba(255, 255, 255, 0.06);
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  b {
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    border-radius: 11px;
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    font-size: 12px;
    line-height: 22px;
    text-align: center;
  }
`;

function External({ href, icon, tone, label }: { href: string; icon: IconName; tone: string; label: string }) {
  return (
    <Option as="a" href={href} target="_blank" rel="noopener noreferrer" $tone={tone}>
      <span>
        <Icon name={icon} size={20} />
      </span>
      <strong>{label}</strong>
      <Icon name="chevronRight" size={16} />
    </Option>
  );
}

/**
 * The floating support button (spec 1 §2, issue 12): opens a small sheet whose first choice is the site's own chat
 * (/chat-box, or the login for guests), with WhatsApp, Telegram and another live chat as alternatives when the
 * operator configured them. The badge counts unread agent replies. Hidden on the chat pages.
 */
export function SupportChatButton() {
  const { t } = useTranslation(['support', 'shell', 'ui']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { openLogin } = useLoginModal();
  const loggedIn = Boolean(useSelector(selectSession).token);
  const { whatsapp, telegram, liveChat } = useSupportLinks();
  const { data } = useGetChatsQuery(undefined, { skip: !loggedIn });
  const unread = loggedIn ? (data?.unread ?? 0) : 0;
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (CHAT_PAGES.test(pathname)) return null;
  const others = Boolean(whatsapp || telegram || liveChat);

  return (
    <>
      <DraggableChatButton
        label={t('sheet.open')}
        icon={<Icon name="chat" size={24} />}
        badge={unread}
        badgeLabel={t('sheet.unreadBadge', { count: unread })}
        onClick={() => setOpen((o) => !o)}
        pageKey={pathname}
      />
      {open && (
        <>
          <Backdrop onClick={() => setOpen(false)} data-testid="support-sheet-backdrop" />
          <Sheet role="dialog" aria-modal="true" aria-labelledby="support-sheet-title" data-testid="support-sheet">
            <header>
              <h2 id="support-sheet-title">{t('chat.desk')}</h2>
              <IconButton label={t('ui:close')} onClick={() => setOpen(false)}>
                <Icon name="close" size={18} />
              </IconButton>
            </header>
            <div>
              <Option
                type="button"
                $tone="#12b981"
                $main
                autoFocus
                data-testid="support-chat-with-us"
                onClick={() => {
                  setOpen(false);
                  if (loggedIn) navigate('/chat-box');
                  else openLogin();
                }}
              >
                <span>
                  <Icon name="chat" size={20} />
                </span>
                <span>
                  <strong>{t('sheet.chatWithUs')}</strong>
                  <small>{loggedIn ? t('sheet.chatHint') : t('sheet.loginHint')}</small>
                </span>
                {unread > 0 ? <b aria-label={t('sheet.unreadBadge', { count: unread })}>{unread}</b> : <Icon name="chevronRight" size={16} />}
              </Option>
              {others && <h3>{t('sheet.others')}</h3>}
              {whatsapp && <External href={whatsapp} icon="whatsapp" tone="#25d366" label={t('shell:footer.whatsapp')} />}
              {telegram && <External href={telegram} icon="telegram" tone="#2aabee" label={t('sheet.telegram')} />}
              {liveChat && <External href={liveChat} icon="chat" tone="#4c8dff" label={t('sheet.liveChat')} />}
            </div>
          </Sheet>
        </>
      )}
    </>
  );
}
