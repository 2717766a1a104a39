import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@khela/ui';
import { CATEGORY_ROUTES } from '../components/categories';
import { CodeLanding, GamesRedirect, PlayGameRedirect, PlayerLogout, VipRedirect } from '../routes/redirects/redirects';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';

/** Route-level code splitting: each screen is its own chunk, loaded on first visit. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const home = page(() => import('../routes/home/HomePage'));
const category = page(() => import('../routes/category/CategoryPage'));

const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: () => <FullScreenLoader />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: home },
      ...CATEGORY_ROUTES.map((c) => ({ path: c.path.slice(1), lazy: category })),
      { path: 'promotions', lazy: page(() => import('../routes/promotions/PromotionsPage')) },
      { path: 'register', lazy: page(() => import('../routes/register/RegisterPage')) },
      { path: 'account', lazy: page(() => import('../routes/account/AccountPage')) },
      { path: 'vip', lazy: page(() => import('../routes/vip/VipPage')) },
      { path: 'referral', lazy: page(() => import('../routes/referral/ReferralPage')) },
      { path: 'refrrel-program', lazy: page(() => import('../routes/referral/ReferralPage')) },
      { path: 'chat', lazy: page(() => import('../routes/chat/ChatHomePage')) },
      { path: 'chat-list', lazy: page(() => import('../routes/chat/ChatListPage')) },
      { path: 'chat-box', lazy: page(() => import('../routes/chat/ChatBoxPage')) },
      { path: 'chat-box/:chatId', lazy: page(() => import('../routes/chat/ChatBoxPage')) },
      { path: 'inbox', lazy: page(() => import('../routes/inbox/InboxRedirect')) },
      // The phone's addresses a shared link may bring: invitation links, the lobby, the VIP sub-pages.
      ...(['referral_code', 'affiliate_code', 'agent_code'] as const).map((type) => ({ path: type, element: <CodeLanding type={type} /> })),
      { path: 'games', element: <GamesRedirect /> },
      { path: 'player/logout', element: <PlayerLogout /> },
      { path: 'player/playGame', element: <PlayGameRedirect /> },
      { path: 'sports', element: <Navigate to="/exchange" replace /> },
      { path: 'live', element: <Navigate to="/casino" replace /> },
      ...(['vip-detail', 'vip-history', 'vip-points-records'] as const).map((p) => ({ path: p, element: <VipRedirect page={p} /> })),
      ...(['vip', 'vip-detail', 'vip-history', 'vip-points-records'] as const).map((p) => ({ path: `bd/:lang/${p}`, element: <VipRedirect page={p} /> })),
      // The phone's separate pages are Member Center tabs on desktop.
      ...(
        [
          ['profile', 'profile'],
          ['deposit', 'deposit'],
          ['withdrawal', 'withdrawal'],
          ['betting-record', 'bettingRecords'],
          ['transaction-record', 'transactionRecords'],
          ['turnover-record', 'turnover'],
          ['reset-password', 'resetPassword'],
          ['safer-gambling', 'saferGambling'],
        ] as const
      ).map(([path, tab]) => ({ path, element: <Navigate to={`/account?tab=${tab}`} replace /> })),
      { path: 'login', lazy: page(() => import('../routes/login/LoginPage')) },
      { path: 'signup', lazy: page(() => import('../routes/register/RegisterPage')) },
      { path: 'forgot-password', lazy: page(() => import('../routes/forgot-password/ForgotPasswordPage')) },
      { path: 'make-payment', lazy: page(() => import('../routes/funds/MakePaymentPage')) },
      { path: 'payment-request', lazy: page(() => import('../routes/funds/PaymentRequestPage')) },
      { path: 'about-us', lazy: page(() => import('../routes/pages/AboutUsPage')) },
      { path: 'responsible-gaming', lazy: page(() => import('../routes/pages/ResponsibleGamingPage')) },
      { path: 'affiliate', lazy: page(() => import('../routes/pages/AffiliatePage')) },
      /** The sports exchange: one three-column frame (sports tree | page | bet slip) around its pages. */
      {
        lazy: page(() => import('../routes/exchange/ExchangeLayout')),
        children: [
          { path: 'exchange', lazy: page(() => import('../routes/exchange/ExchangeHomePage')) },
          { path: 'exchange-inplay', lazy: page(() => import('../routes/exchange/InPlayPage')) },
          { path: 'exchange-sports', lazy: page(() => import('../routes/exchange/SportsPage')) },
          { path: 'exchange-multi', lazy: page(() => import('../routes/exchange/MultiPage')) },
          { path: 'exchange-account', lazy: page(() => import('../routes/exchange/account/ExchangeAccountPage')) },
          { path: 'odds-view', lazy: page(() => import('../routes/odds-view/OddsViewPage')) },
        ],
      },
      { path: '*', lazy: page(() => import('../routes/not-found/NotFoundPage')) },
    ],
  },
  /** The game launcher fills the window: no header or footer. */
  { path: '/gamerun', lazy: page(() => import('../routes/games/GameRunPage')), HydrateFallback: () => <FullScreenLoader />, errorElement: <RouteError /> },
];

export const router = createBrowserRouter(routes);
