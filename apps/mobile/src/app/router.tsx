import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { HomePage } from '../routes/home/HomePage';
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
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
