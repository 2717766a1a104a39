import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsLoggedIn, storageUrl, useGetGeneralQuery, useGetLogoQuery, usePasswordChangedNotice, useSelector } from '@khela/api';
import { BackToTop, useMessageToast } from '@khela/ui';
import { DesktopHeader } from './DesktopHeader';
import { Footer } from './Footer';
import { LoginModalContext } from './loginModalContext';
import { WelcomeModal } from './WelcomeModal';
import { MaintenanceNotice } from './MaintenanceNotice';
import { SupportChatButton } from './SupportChatButton';

/** The login form (formik + yup) loads on the first click of Login, not with the home page. */
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
/** The reality check (issue 14) loads with the Safer gambling tab's chunk, only for a logged-in player. */
const RealityCheck = lazy(() => import('../../routes/account/ProtectionTab').then((m) => ({ default: m.RealityCheck })));

const Shell = styled.div`
  min-width: 1240px;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  padding-bottom: ${({ theme }) => theme.space(10)};
`;

/** Site title and favicon come from the server's settings (spec 1 §3). */
function useDocumentHead() {
  const { data: general } = useGetGeneralQuery();
  const { data: logo } = useGetLogoQuery();
  useEffect(() => {
    if (general?.site_title) document.title = general.site_title;
  }, [general?.site_title]);
  useEffect(() => {
    if (!logo?.favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = storageUrl(logo.favicon);
  }, [logo?.favicon]);
}

/** A password change ends every session: say so and go to /login after 1.5 s (the shared flow). */
function PasswordChangedNotice() {
  const navigate = useNavigate();
  usePasswordChangedNotice(useMessageToast('success'), () => navigate('/login', { replace: true }));
  return null;
}

export function Layout() {
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginUsed, setLoginUsed] = useState(false);
  const { pathname } = useLocation();
  const loggedIn = useSelector(selectIsLoggedIn);
  useDocumentHead();

  const openLogin = useCallback(() => {
    setLoginUsed(true);
    setLoginOpen(true);
  }, []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  const control = useMemo(() => ({ openLogin, closeLogin }), [openLogin, closeLogin]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <LoginModalContext.Provider value={control}>
      <Shell>
        <PasswordChangedNotice />
        <DesktopHeader />
        <Main>
          <Outlet />
        </Main>
        <Footer />
      </Shell>
      {loginUsed && (
        <Suspense fallback={null}>
          <LoginModal open={loginOpen} onClose={closeLogin} />
        </Suspense>
      )}
      <WelcomeModal />
      <MaintenanceNotice />
      {loggedIn && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
      <SupportChatButton />
      <BackToTop />
    </LoginModalContext.Provider>
  );
}
