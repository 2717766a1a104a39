import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** The one RTK Query API. Endpoints are injected per domain from ./endpoints/*. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Balance', 'Content', 'ExtraPhones', 'PaymentConfig', 'Transactions', 'Turnovers', 'Favorites', 'BettingRecords', 'ExchangeHub', 'ExchangeOrders', 'ExchangePosition', 'Rewards', 'Inbox', 'InboxMessage', 'Chats'],
  endpoints: () => ({}),
});
