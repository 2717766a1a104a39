import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { CATEGORY_GAME_TYPE } from '@khela/domain';
import { HomePage } from '../routes/home/HomePage';
import { LobbyRedirect, PlayGameRedirect } from '../routes/redirects/redirects';
import { RequireAuth } from './RequireAuth';

// Every screen except home is its own chunk, so the first load on a cheap phone carries only the shell and home.
const LoginPage = lazy(() => import('../routes/login/LoginPage'));
const SignupPage = lazy(() => import('../routes/signup/SignupPage'));
const ForgotPasswordPage = lazy(() => import('../routes/forgot-password/ForgotPasswordPage'));
const CodeLandingPage = lazy(() => import('../routes/code-landing/CodeLandingPage'));
const AccountPage = lazy(() => import('../routes/account/AccountPage'));
const ResetPasswordPage = lazy(() => import('../routes/reset-password/ResetPasswordPage'));
const ProfilePage = lazy(() => import('../routes/profile/ProfilePage'));
const PromotionsPage = lazy(() => import('../routes/promotions/PromotionsPage'));
const FundsPage = lazy(() => import('../routes/funds/FundsPage'));
const MakePaymentPage = lazy(() => import('../routes/make-payment/MakePaymentPage'));
const PaymentRequestPage = lazy(() => import('../routes/payment-request/PaymentRequestPage'));
const TransactionRecordPage = lazy(() => import('../routes/transaction-record/TransactionRecordPage'));
const TurnoverRecordPage = lazy(() => import('../routes/turnover-record/TurnoverRecordPage'));
const GamesPage = lazy(() => import('../routes/games/GamesPage'));
const GameRunPage = lazy(() => import('../routes/gamerun/GameRunPage'));
const BettingRecordPage = lazy(() => import('../routes/betting-record/BettingRecordPage'));
const ExchangeLayout = lazy(() => import('../routes/exchange/ExchangeLayout'));
const ExchangeHomePage = lazy(() => import('../routes/exchange/ExchangeHomePage'));
const ExchangeInPlayPage = lazy(() => import('../routes/exchange/ExchangeInPlayPage'));
const ExchangeSportsPage = lazy(() => import('../routes/exchange/ExchangeSportsPage'));
const ExchangeMultiPage = lazy(() => import('../routes/exchange-multi/ExchangeMultiPage'));
const OddsViewPage = lazy(() => import('../routes/odds-view/OddsViewPage'));
const ExchangeAccountPage = lazy(() => import('../routes/exchange-account/ExchangeAccountPage'));
const VipPage = lazy(() => import('../routes/vip/VipPage'));
const InboxPage = lazy(() => import('../routes/inbox/InboxPage'));
const ChatHomePage = lazy(() => import('../routes/chat/ChatHomePage'));
const ChatListPage = lazy(() => import('../routes/chat/ChatListPage'));
const ChatBoxPage = lazy(() => import('../routes/chat/ChatBoxPage'));
const VipHistoryPage = lazy(() => import('../routes/vip/VipHistoryPage'));
const VipDetailPage = lazy(() => import('../routes/vip/VipDetailPage'));
const VipPointsRecordsPage = lazy(() => import('../routes/vip/VipPointsRecordsPage'));
const ReferralPage = lazy(() => import('../routes/referral/ReferralPage'));
const SitePage = lazy(() => import('../routes/pages/SitePage'));
const ProtectionPage = lazy(() => import('../routes/safer-gambling/ProtectionPage'));
const PlayerLogoutPage = lazy(() => import('../routes/player-logout/PlayerLogoutPage'));
const NotFoundPage = lazy(() => import('../routes/not-found/NotFoundPage'));

/** The mobile route table (spec 1 §2). Routes of later issues fall through to Not Found until they exist. */
export const routes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'register', element: <Navigate to="/signup" replace /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'referral_code', element: <CodeLandingPage type="referral_code" /> },
  { path: 'affiliate_code', element: <CodeLandingPage type="affiliate_code" /> },
  { path: 'agent_code', element: <CodeLandingPage type="agent_code" /> },
  { path: 'games', element: <GamesPage /> },
  { path: 'player/logout', element: <PlayerLogoutPage /> },
  // The desktop's category addresses and Sports link, shared with a phone: its lobby of that type, or the exchange.
  ...Object.entries(CATEGORY_GAME_TYPE).map(([path, type]) => ({ path, element: <LobbyRedirect type={type} /> })),
  { path: 'live', element: <LobbyRedirect type="LIVE" /> },
  { path: 'sports', element: <Navigate to="/exchange" replace /> },
  { path: 'player/playGame', element: <PlayGameRedirect /> },
  {
    // The sports exchange (its own header and bottom navigation). Odds are public; placing a bet asks to log in.
    element: <ExchangeLayout />,
    children: [
      { path: 'exchange', element: <ExchangeHomePage /> },
      { path: 'exchange-inplay', element: <ExchangeInPlayPage /> },
      { path: 'exchange-sports', element: <ExchangeSportsPage /> },
      { path: 'exchange-multi', element: <ExchangeMultiPage /> },
      { path: 'odds-view', element: <OddsViewPage /> },
      { element: <RequireAuth />, children: [{ path: 'exchange-account', element: <ExchangeAccountPage /> }] },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'account', element: <AccountPage /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'deposit', element: <FundsPage /> },
      { path: 'withdrawal', element: <FundsPage /> },
      { path: 'make-payment', element: <MakePaymentPage /> },
      { path: 'payment-request', element: <PaymentRequestPage /> },
      { path: 'transaction-record', element: <TransactionRecordPage /> },
      { path: 'turnover-record', element: <TurnoverRecordPage /> },
      { path: 'betting-record', element: <BettingRecordPage /> },
      { path: 'gamerun', element: <GameRunPage /> },
      { path: 'vip', element: <VipPage /> },
      { path: 'vip-history', element: <VipHistoryPage /> },
      { path: 'vip-detail', element: <VipDetailPage /> },
      { path: 'vip-points-records', element: <VipPointsRecordsPage /> },
      // The spec's links carry a country and language prefix.
      { path: 'bd/:lang/vip', element: <VipPage /> },
      { path: 'bd/:lang/vip-history', element: <VipHistoryPage /> },
      { path: 'bd/:lang/vip-detail', element: <VipDetailPage /> },
      { path: 'bd/:lang/vip-points-records', element: <VipPointsRecordsPage /> },
      { path: 'refrrel-program', element: <ReferralPage /> },
      { path: 'referral', element: <ReferralPage /> },
      { path: 'inbox', element: <InboxPage /> },
      { path: 'chat', element: <ChatHomePage /> },
      { path: 'chat-list', element: <ChatListPage /> },
      // /chat-box opens (or finds) the conversation with the desk, then shows /chat-box/{id}.
      { path: 'chat-box', element: <ChatBoxPage /> },
      { path: 'chat-box/:chatId', element: <ChatBoxPage /> },
      { path: 'safer-gambling', element: <ProtectionPage /> },
    ],
  },
  // The footer's pages: operator texts in English and Bangla, readable logged out.
  { path: 'about-us', element: <SitePage slug="about-us" /> },
  { path: 'responsible-gaming', element: <SitePage slug="responsible-gaming" /> },
  { path: 'affiliate', element: <SitePage slug="affiliate" /> },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
