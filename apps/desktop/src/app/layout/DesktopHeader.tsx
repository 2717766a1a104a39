import { Fragment, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  selectSession,
  storageUrl,
  useGetGeneralQuery,
  useGetInboxUnreadQuery,
  useGetLogoQuery,
  useGetUserQuery,
  usePwaInstall,
  useSelector,
} from '@khela/api';
import { DESKTOP_NAV, INBOX_POLL_MS, NAV_SCROLL_THRESHOLD_PX } from '@khela/domain';
import { useCategoriesWithGames } from '../../components/CategoryStrip';
import { categoryHasGames, isCategory } from '../../components/categories';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, InstallGuideDialog, Skeleton, UnreadCount } from '@khela/ui';
import { Container } from '../../components/Container';
import { Clock } from './Clock';
import { HeaderWallet } from './HeaderWallet';
import { LanguageMenu } from './LanguageMenu';
import { SupportContacts } from './SupportContacts';
import { useLoginModal } from './loginModalContext';

/** Label of each top-navigation item (the desktop words some of them differently from the mobile menu). */
const NAV_LABELS = {
  home: 'nav.home',
  casino: 'nav.casino',
  slot: 'nav.slot',
  table: 'nav.table',
  crash: 'nav.crash',
  fishing: 'nav.fishing',
  arcade: 'nav.arcade',
  lottery: 'nav.lottery',
  promotions: 'nav.promotionsDesktop',
  vip: 'nav.vip',
  referral: 'account:item.referral',
  account: 'common:account',
} as const satisfies Record<(typeof DESKTOP_NAV)[number]['key'], string>;

const TopBar = styled.div`
  background: #060b17;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TopInner = styled(Container)`
  height: 36px;
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const DownloadItem = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

/**
 * The app download (spec 1 §2): the operator's APK when set, else the browser's install prompt or the
 * add-to-home-screen guide; hidden once the site runs installed.
 */
function AppDownload() {
  const { t } = useTranslation('shell');
  const { data: general } = useGetGeneralQuery();
  const pwa = usePwaInstall(general?.app_download_url);
  if (!pwa.visible) return null;
  if (pwa.apkUrl) {
    return (
      <DownloadItem href={pwa.apkUrl} data-testid="header-download">
        <Icon name="download" size={16} />
        {t('header.download')}
      </DownloadItem>
    );
  }
  return (
    <>
      <DownloadItem as="button" type="button" onClick={pwa.install} data-testid="header-download">
        <Icon name="download" size={16} />
        {t('header.download')}
      </DownloadItem>
      <InstallGuideDialog open={pwa.guideOpen} onClose={pwa.closeGuide} platform={pwa.platform} siteName={general?.site_title || 'Khela'} />
    </>
  );
}

const MainBar = styled.div`
  background:
    radial-gradient(ellipse 600px 120px at 15% 0%, rgba(18, 185, 129, 0.16), transparent 70%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.surface} 0%, #0d1426 100%);
`;

const MainInner = styled(Container)`
  height: 80px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
`;

const LogoLink = styled(Link)`
  display: flex;
  align-items: center;
  height: 56px;
  img {
    height: 52px;
    width: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Greeting = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-size: 12px;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    font-size: ${({ theme }) => theme.font.sizeSm};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The whole header is sticky with its upper bars scrolled away, so the navigation stays on screen. */
const Root = styled.header`
  position: sticky;
  top: -117px;
  z-index: ${({ theme }) => theme.z.sticky};
`;

const NavBar = styled.nav<{ $raised: boolean }>`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: box-shadow 0.2s;
  ${({ $raised, theme }) =>
    $raised &&
    css`
      box-shadow: ${theme.shadows.card};
    `}
`;

const NavList = styled.ul`
  display: flex;
  align-items: stretch;
  height: 50px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    display: flex;
  }
`;

const NavItem = styled(NavLink)`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  transition: color 0.15s, background 0.15s;
  &:hover {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.accent};
    background: rgba(255, 255, 255, 0.03);
  }
  &.active {
    color: ${({ theme }) => theme.colors.accent};
    background: linear-gradient(180deg, transparent 40%, rgba(18, 185, 129, 0.14));
  }
  &.active::after {
    content: '';
    position: absolute;
    left: 20%;
    right: 20%;
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** The inbox icon: the unread count on a red badge, to the Member Center's inbox tab. */
const InboxLink = styled(Link)`
  position: relative;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(255, 255, 255, 0.04);
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The unread count on the inbox icon: the shared pill (the player's digits, "99+"), ringed, on the icon's corner. */
const InboxBadge = styled(UnreadCount)`
  position: absolute;
  top: -4px;
  right: -6px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  line-height: 16px;
`;

function InboxButton() {
  const { t } = useTranslation(['support', 'account']);
  const { data: unread = 0 } = useGetInboxUnreadQuery(undefined, { pollingInterval: INBOX_POLL_MS, skipPollingIfUnfocused: true });
  return (
    <InboxLink
      to="/account?tab=inbox"
      aria-label={unread > 0 ? t('desktop.header.inbox', { count: unread }) : t('account:memberCenter.tabs.inbox')}
      title={t('account:memberCenter.tabs.inbox')}
      data-testid="header-inbox"
    >
      <Icon name="inbox" size={20} />
      {unread > 0 && <InboxBadge count={unread} size={20} testId="header-inbox-badge" />}
    </InboxLink>
  );
}

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const on = () => setPast(window.scrollY > px);
    on();
    window.addEventListener('scroll', on, { passive: true });
    return () => window.removeEventListener('scroll', on);
  }, [px]);
  return past;
}

function Logo() {
  const { t } = useTranslation(['shell', 'auth', 'account', 'common']);
  const { data: logo, isLoading } = useGetLogoQuery();
  return (
    <LogoLink to="/" aria-label={t('nav.home')}>
      {isLoading ? (
        <Skeleton width={180} height={48} />
      ) : logo?.logo ? (
        <img src={storageUrl(logo.logo)} alt="Khela" width={195} height={52} />
      ) : (
        <strong>Khela</strong>
      )}
    </LogoLink>
  );
}

function PlayerActions({ username, currency }: { username: string | null; currency: string }) {
  const { t } = useTranslation(['shell', 'auth', 'account', 'common']);
  const navigate = useNavigate();
  return (
    <Actions>
      {username && (
        <Greeting>
          {t('header.welcome')}
          <strong>{username}</strong>
        </Greeting>
      )}
      <HeaderWallet currency={currency} />
      <InboxButton />
      <Button variant="secondary" onClick={() => navigate('/account')}>
        <Icon name="user" size={16} />
        {t('account:memberCenter.title')}
      </Button>
      <Button
        variant="ghost"
        data-testid="desktop-logout"
        onClick={() => navigate('/player/logout')}
      >
        <Icon name="logout" size={16} />
        {t('auth:logout')}
      </Button>
    </Actions>
  );
}

/** The desktop header (spec 1 §2): clock, language/currency, support, logo, guest or player actions, navigation. */
export function DesktopHeader() {
  const { t } = useTranslation(['shell', 'auth', 'account', 'common', 'exchange']);
  const navigate = useNavigate();
  const { openLogin } = useLoginModal();
  const session = useSelector(selectSession);
  const loggedIn = Boolean(session.token);
  const { data: user } = useGetUserQuery(session.remoteId ?? 0, { skip: !loggedIn || !session.remoteId });
  const currency = (loggedIn && user?.currency) || 'BDT';
  const raised = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const onExchange = /^\/(exchange|odds-view)/.test(useLocation().pathname);
  // A game category without games stays out of the menu until the operator adds some (as on the home strip).
  const { counts } = useCategoriesWithGames();

  return (
    <Root data-testid="desktop-header">
      <TopBar>
        <TopInner>
          <Group>
            <Clock />
            <LanguageMenu currency={currency} />
            <AppDownload />
          </Group>
          <SupportContacts />
        </TopInner>
      </TopBar>
      <MainBar>
        <MainInner>
          <Logo />
          {loggedIn ? (
            <PlayerActions username={session.username} currency={currency} />
          ) : (
            <Actions>
              <Button variant="secondary" data-testid="desktop-login" onClick={openLogin}>
                {t('auth:login')}
              </Button>
              <Button variant="primary" data-testid="desktop-signup" onClick={() => navigate('/register')}>
                {t('auth:signup')}
              </Button>
            </Actions>
          )}
        </MainInner>
      </MainBar>
      <NavBar $raised={raised} aria-label={t('nav.label')}>
        <Container>
          <NavList>
            {DESKTOP_NAV.filter((item) => !isCategory(item.key) || categoryHasGames(item.key, counts)).map((item) => (
              <Fragment key={item.key}>
                <li>
                  <NavItem to={item.route} end={item.route === '/'}>
                    {t(NAV_LABELS[item.key])}
                  </NavItem>
                </li>
                {item.key === 'home' && (
                  <li>
                    <NavItem to="/exchange" className={onExchange ? 'active' : undefined} data-testid="nav-exchange">
                      {t('shell:sports.exchange')}
                    </NavItem>
                  </li>
                )}
              </Fragment>
            ))}
          </NavList>
        </Container>
      </NavBar>
    </Root>
  );
}
