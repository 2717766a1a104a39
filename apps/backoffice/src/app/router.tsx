import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@khela/ui';
import { Shell } from './Shell';
import { RouteError } from './RouteError';
import { LoginPage } from '../routes/login/LoginPage';

/** Each screen is its own chunk, loaded on first visit. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const routes: RouteObject[] = [
  { path: '/login', Component: LoginPage },
  {
    path: '/',
    Component: Shell,
    HydrateFallback: () => <FullScreenLoader />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('../routes/dashboard/DashboardPage')) },
      { path: 'deposits', lazy: page(() => import('../routes/deposits/DepositsPage')) },
      { path: 'withdrawals', lazy: page(() => import('../routes/withdrawals/WithdrawalsPage')) },
      { path: 'players', lazy: page(() => import('../routes/players/PlayersPage')) },
      { path: 'players/:id', lazy: page(() => import('../routes/players/PlayerPage')) },
      { path: 'game-rounds', lazy: page(() => import('../routes/games/GameRoundsPage')) },
      { path: 'live-tables', lazy: page(() => import('../routes/live/LiveTablesPage')) },
      { path: 'live-tables/:id', lazy: page(() => import('../routes/live/LiveRoundsPage')) },
      { path: 'exchange', lazy: page(() => import('../routes/exchange/ExchangeMarketsPage')) },
      { path: 'exchange/markets/:id', lazy: page(() => import('../routes/exchange/ExchangeMarketPage')) },
      { path: 'exchange/new-event', lazy: page(() => import('../routes/exchange/ExchangeEventPage')) },
      { path: 'exchange/settings', lazy: page(() => import('../routes/exchange/ExchangeSettingsPage')) },
      { path: 'rewards', lazy: page(() => import('../routes/rewards/RewardsPage')) },
      { path: 'messages', lazy: page(() => import('../routes/messages/MessagesPage')) },
      { path: 'support', lazy: page(() => import('../routes/support/DeskPage')) },
      { path: 'support/:id', lazy: page(() => import('../routes/support/DeskPage')) },
      { path: 'games', lazy: page(() => import('../routes/games/GamesPage')) },
      { path: 'payments', lazy: page(() => import('../routes/payments/PaymentsPage')) },
      { path: 'promotions', lazy: page(() => import('../routes/promotions/PromotionsPage')) },
      { path: 'sliders', lazy: page(() => import('../routes/sliders/SlidersPage')) },
      { path: 'settings', lazy: page(() => import('../routes/settings/SettingsPage')) },
      { path: 'pages', lazy: page(() => import('../routes/pages/SitePagesPage')) },
      { path: 'protection/flagged', lazy: page(() => import('../routes/protection/FlaggedPage')) },
      { path: 'protection/settings', lazy: page(() => import('../routes/protection/SettingsPage')) },
      { path: 'staff', lazy: page(() => import('../routes/staff/StaffPage')) },
      { path: 'audit', lazy: page(() => import('../routes/audit/AuditPage')) },
      { path: '*', lazy: page(() => import('../routes/NotFoundPage')) },
    ],
  },
];

/** Served under /backoffice/ by the server (and by Vite's dev server with the same base). */
export const router = createBrowserRouter(routes, { basename: '/backoffice' });
