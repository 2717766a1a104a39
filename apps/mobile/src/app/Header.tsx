import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { INBOX_POLL_MS } from '@khela/domain';
import { selectIsLoggedIn, storageUrl, useGetGeneralQuery, useGetInboxUnreadQuery, useGetLogoQuery, usePwaInstall, useSelector } from '@khela/api';
import { Icon, IconButton, InstallGuideDialog, UnreadCount } from '@khela/ui';
import { useOpenLanguage } from './language';
import { useSupportChat } from './support';
import { useTranslation } from '@khela/i18n';

export const HEADER_HEIGHT = 56;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  height: ${HEADER_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space(1)};
  background: linear-gradient(180deg, #111a30 0%, ${({ theme }) => theme.colors.surface} 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.35);
`;

const LogoLink = styled(Link)`
  display: flex;
  align-items: center;
  min-width: 0;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)};
  img { height: 30px; width: auto; max-width: 132px; object-fit: contain; }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Sponsor = styled.img`
  height: 30px;
  width: auto;
  max-width: 64px;
  object-fit: contain;
  margin-right: ${({ theme }) => theme.space(1)};
`;

/** A header icon that is a link (the APK, the inbox). */
const iconLinkCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 44px;
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover { text-decoration: none; background: rgba(255, 255, 255, 0.08); }
`;

const IconLink = styled.a`
  ${iconLinkCss}
`;

const InboxLink = styled(Link)`
  ${iconLinkCss}
  position: relative;
`;

/** The unread count on the inbox icon: the shared pill (the player's digits, "99+"), placed on the icon's corner. */
const InboxBadge = styled(UnreadCount)`
  position: absolute;
  top: 6px;
  right: 2px;
  padding: 0 5px;
`;

/** The inbox with its unread count (the socket's `inbox.changed` refreshes it; the spec's 10 s poll is the fallback). */
function InboxButton() {
  const { t } = useTranslation(['account', 'support']);
  const { data: unread = 0 } = useGetInboxUnreadQuery(undefined, { pollingInterval: INBOX_POLL_MS });
  return (
    <InboxLink to="/inbox" aria-label={unread > 0 ? `${t('account:item.inbox')} · ${t('support:chat.unread', { count: unread })}` : t('account:item.inbox')} data-testid="header-inbox">
      <Icon name="inbox" size={22} />
      {unread > 0 && <InboxBadge count={unread} size={18} testId="header-inbox-badge" />}
    </InboxLink>
  );
}

/**
 * The app download icon: the operator's APK when set, else the browser's install prompt or the add-to-home-screen
 * guide; hidden once the site runs installed.
 */
function AppDownload({ apkUrl, siteName }: { apkUrl?: string | null; siteName: string }) {
  const { t } = useTranslation('shell');
  const pwa = usePwaInstall(apkUrl);
  if (!pwa.visible) return null;
  if (pwa.apkUrl) {
    return (
      <IconLink href={pwa.apkUrl} aria-label={t('header.download')} title={t('header.download')} data-testid="header-download">
        <Icon name="download" size={22} />
      </IconLink>
    );
  }
  return (
    <>
      <IconButton label={t('header.download')} onClick={pwa.install} data-testid="header-download" size={40}>
        <Icon name="download" size={22} />
      </IconButton>
      <InstallGuideDialog open={pwa.guideOpen} onClose={pwa.closeGuide} platform={pwa.platform} siteName={siteName} />
    </>
  );
}

/**
 * The main mobile header: menu, logo, sponsor, app download, help/chat (logged out) or the inbox with its unread badge
 * (logged in: the floating button still opens support), language (spec 1 §2).
 */
export function Header({ onMenu }: { onMenu(): void }) {
  const { t } = useTranslation(['shell', 'ui']);
  const { data: logo } = useGetLogoQuery();
  const { data: general } = useGetGeneralQuery();
  const openChat = useSupportChat();
  const openLanguage = useOpenLanguage();
  const loggedIn = useSelector(selectIsLoggedIn);
  const logoSrc = storageUrl(logo?.mobile_logo || logo?.logo);
  return (
    <Bar>
      <IconButton label={t('header.menu')} onClick={onMenu} data-testid="menu-button" size={40}>
        <Icon name="menu" size={24} />
      </IconButton>
      <LogoLink to="/" aria-label={t('nav.home')}>
        {logoSrc && <img src={logoSrc} alt={general?.site_title ?? ''} height={30} />}
      </LogoLink>
      <Spacer />
      {general?.sponsor_image && <Sponsor src={storageUrl(general.sponsor_image)} alt={t('header.sponsor')} height={30} />}
      <AppDownload apkUrl={general?.app_download_url} siteName={general?.site_title || 'Khela'} />
      {loggedIn ? (
        <InboxButton />
      ) : (
        <IconButton label={t('header.help')} onClick={openChat} size={40}>
          <Icon name="chat" size={22} />
        </IconButton>
      )}
      <IconButton label={t('ui:language')} onClick={openLanguage} data-testid="language-button" size={40}>
        <Icon name="globe" size={22} />
      </IconButton>
    </Bar>
  );
}
