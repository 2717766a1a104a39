import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsLoggedIn, storageUrl, useGetChatsQuery, useGetGeneralQuery, useGetLogoQuery, usePasswordChangedNotice, useSelector } from '@khela/api';
import { BackToTop, DraggableChatButton, FullScreenLoader, Icon, Loader, useMessageToast } from '@khela/ui';
import { useBalance } from '../lib/useBalance';
import { chromeFor } from './chrome';
import { clearSessionEnded } from './sessionEnd';
import { Header } from './Header';
import { AppRoutes } from './router';
import { LanguageProvider } from './language';
import { Popups } from './Popups';
import { storeChatSettings, useSupportChat, useSupportSheetOpen } from './support';
import { useIdle } from './idle';
import { GuestToolbar, MemberToolbar, TOOLBAR_HEIGHT } from './Toolbars';
import { useTranslation } from '@khela/i18n';
import { releaseBootShell } from '../lib/bootShell';

/** The reality check (issue 14): its own chunk, loaded only for a logged-in player. */
const RealityCheck = lazy(() => import('../routes/safer-gambling/RealityCheck').then((m) => ({ default: m.RealityCheck })));
// Out of the first download (issue 15, the mobile entry): the footer (below the fold; it comes with the page), the side
// menu and the support sheet (nobody sees them before a tap: they mount once the browser is idle, or at the tap), and
// the maintenance page (shown only while the site is down).
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const SideMenu = lazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));
const SupportSheet = lazy(() => import('../routes/chat/SupportSheet').then((m) => ({ default: m.SupportSheet })));
const MaintenancePage = lazy(() => import('../routes/home/MaintenancePage').then((m) => ({ default: m.MaintenancePage })));

/** The side menu, mounted once idle or when opened (its own component, so going idle renders nothing else). */
function LazySideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const idle = useIdle();
  if (!idle && !open) return null;
  return (
    <Suspense fallback={null}>
      <SideMenu open={open} onClose={onClose} />
    </Suspense>
  );
}

/** The support sheet, mounted once idle or when opened (the chat button or a menu entry opens it). */
function LazySupportSheet() {
  const idle = useIdle();
  const open = useSupportSheetOpen();
  if (!idle && !open) return null;
  return (
    <Suspense fallback={null}>
      <SupportSheet />
    </Suspense>
  );
}

const Main = styled.main<{ $toolbar: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  padding-bottom: ${({ $toolbar }) => ($toolbar ? `calc(${TOOLBAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))` : '0')};
`;

/** The page above the footer: it takes the free height, so a short page still has its footer at the bottom. */
const Page = styled.div`
  flex: 1 0 auto;
  min-width: 0;
`;

const PageLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: 30vh 0;
`;

/** Loading screen until the logo and the site title are known (spec 1 §2); sets favicon and title. */
function SplashGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['shell', 'ui']);
  const logo = useGetLogoQuery();
  const general = useGetGeneralQuery();

  useEffect(() => {
    const href = storageUrl(logo.data?.favicon);
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
  }, [logo.data?.favicon]);

  useEffect(() => {
    if (!general.data) return;
    if (general.data.site_title) document.title = general.data.site_title;
    storeChatSettings(general.data);
  }, [general.data]);

  // Only the first load waits; a later refetch (after a logout clears the cache) keeps the page on screen.
  const booted = useRef(false);
  if (!logo.isLoading && !general.isLoading) booted.current = true;
  if (!booted.current) {
    return <FullScreenLoader logoSrc={logo.data ? storageUrl(logo.data.loader_logo) : undefined} label={t('ui:loading')} />;
  }
  return <>{children}</>;
}

/** The floating chat button (spec 2 §9: 50 px, draggable, its place remembered) with the unread support replies. */
function ChatButton({ loggedIn, pathname }: { loggedIn: boolean; pathname: string }) {
  const { t } = useTranslation(['shell', 'support']);
  const openChat = useSupportChat();
  const { data: chats } = useGetChatsQuery(undefined, { skip: !loggedIn });
  const unread = loggedIn ? (chats?.unread ?? 0) : 0;
  return (
    <DraggableChatButton
      onClick={openChat}
      label={t('header.help')}
      badge={unread}
      badgeLabel={t('support:sheet.unreadBadge', { count: unread })}
      icon={<Icon name="chat" size={24} />}
      pageKey={pathname}
    />
  );
}

/** Keeps the balance subscription (and its live channel) open on every page while logged in. */
function BalanceKeeper() {
  useBalance();
  return null;
}

/** A password change ends every session: say so and go to /login after 1.5 s (the shared flow). */
function PasswordChangedNotice() {
  const navigate = useNavigate();
  usePasswordChangedNotice(useMessageToast('success'), () => navigate('/login', { replace: true }));
  return null;
}

function ShellFrame() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const chrome = chromeFor(pathname);
  const { data: general } = useGetGeneralQuery();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (pathname === '/' || pathname === '/login') clearSessionEnded();
  }, [pathname]);
  // The home's boot shell covers only the home (which takes it away itself once its banner is in place).
  const maintenance = pathname === '/' && general?.site_status === 0;
  useEffect(() => {
    if (pathname !== '/' || maintenance) releaseBootShell();
  }, [pathname, maintenance]);
  // A new screen starts at the top; going back keeps the browser's own scroll position.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  if (pathname === '/' && general?.site_status === 0)
    return (
      <>
        <Suspense
          fallback={
            <PageLoading>
              <Loader />
            </PageLoading>
          }
        >
          <MaintenancePage />
        </Suspense>
        <LazySupportSheet />
      </>
    );

  return (
    <>
      <PasswordChangedNotice />
      {chrome.header === 'main' && <Header onMenu={() => setMenuOpen(true)} />}
      <LazySideMenu open={menuOpen} onClose={closeMenu} />
      <Main $toolbar={chrome.toolbar}>
        <Page>
          <Suspense
            fallback={
              <PageLoading>
                <Loader />
              </PageLoading>
            }
          >
            <AppRoutes />
          </Suspense>
        </Page>
        {/* Above the bottom toolbar's space (Main's padding); not on the game launcher or the exchange frame. */}
        {chrome.footer && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </Main>
      {chrome.toolbar && (loggedIn ? <MemberToolbar /> : <GuestToolbar />)}
      {chrome.backToTop && <BackToTop />}
      {/* Not on the support pages themselves: there it would only cover them (and the composer's send button). */}
      {chrome.chat && !/^\/chat(-box|-list)?(\/|$)/.test(pathname) && <ChatButton loggedIn={loggedIn} pathname={pathname} />}
      <LazySupportSheet />
      {loggedIn && <BalanceKeeper />}
      {loggedIn && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
      <Popups />
    </>
  );
}

/** The app shell: splash, header, side menu, toolbars, back-to-top, chat button, popups, language dialog. */
export function Shell() {
  return (
    <SplashGate>
      <LanguageProvider>
        <ShellFrame />
      </LanguageProvider>
    </SplashGate>
  );
}
