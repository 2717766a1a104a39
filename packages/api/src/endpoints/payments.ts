import type {
  EwaConfirmRequest,
  EwaRequest,
  EwaRequestResponse,
  PaymentChannel,
  PaymentMethodsResponse,
  ShowPaymentMethodResponse,
  SubmitDepositRequest,
  SubmitDepositResponse,
  SubmitWithdrawRequest,
  SubmitWithdrawResponse,
  ResubmitDepositRequest,
  ResubmitDepositResponse,
  RevertDepositResponse,
  TransactionRecord,
  TurnoverTicket,
  WalletNumber,
  WithdrawCheckResponse,
} from '@khela/domain';
import { api } from '../api';
import { refetchOnLive } from '../refetchOnLive';

/** POST /api/deposits/{id}/receipts answer: the server's note and how many receipts the deposit now has. */
export interface DepositReceiptsResponse {
  message: string;
  receipts: number;
}

/** What a money move changes: the balance, the user record (last deposit/withdrawal), and the two record lists. */
const MONEY_TAGS = ['Balance', 'User', 'Transactions', 'Turnovers'] as const;

/**
 * Deposits, withdrawals and the records of spec 1 §7 and spec 2 §7. Calls with a side effect on the server (a
 * receiving number held for the player, the withdrawal pre-check) are mutations, so nothing stale is ever replayed
 * from the cache.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (b) => ({
    /** GET /api/b2b/payment-methods: a plain list, or `{type: 'ewallet', pgs}` in e-wallet mode. */
    getPaymentMethods: b.query<PaymentMethodsResponse, void>({
      query: () => '/api/b2b/payment-methods',
      providesTags: ['PaymentConfig'],
    }),
    /** GET /api/b2b/showpayment-menthod?name= : the channels (payment types) of one method, with their limits. */
    getPaymentChannels: b.query<PaymentChannel[], string>({
      query: (name) => ({ url: '/api/b2b/showpayment-menthod', params: { name } }),
      transformResponse: (r: ShowPaymentMethodResponse) => r.data,
      providesTags: ['PaymentConfig'],
    }),
    /** GET /api/b2b/get-wallet-number: holds a receiving number for the player (10 minutes); first item used. */
    getWalletNumber: b.mutation<WalletNumber | null, { name: string; account_type: string; amount: string }>({
      query: (params) => ({ url: '/api/b2b/get-wallet-number', params }),
      transformResponse: (r: WalletNumber[]) => r[0] ?? null,
    }),
    /** POST /api/submit-deposit */
    submitDeposit: b.mutation<SubmitDepositResponse, SubmitDepositRequest>({
      query: (body) => ({ url: '/api/submit-deposit', method: 'POST', body }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /**
     * POST /api/deposits/{id}/receipts: the payment slip images (at most 3, 5 MB each) for the player's own pending
     * deposit, as multipart/form-data with one `receipt` part per file. fetch sets the multipart boundary itself.
     */
    uploadDepositReceipts: b.mutation<DepositReceiptsResponse, { depositId: number; files: File[] }>({
      query: ({ depositId, files }) => {
        const body = new FormData();
        for (const file of files) body.append('receipt', file, file.name);
        return { url: `/api/deposits/${depositId}/receipts`, method: 'POST', body };
      },
    }),
    /** POST /api/ewa/request (e-wallet mode): the gateway reference and the number to pay. */
    ewaRequest: b.mutation<EwaRequestResponse, EwaRequest>({
      query: (body) => ({ url: '/api/ewa/request', method: 'POST', body }),
      invalidatesTags: ['Transactions'],
    }),
    /** POST /api/ewa/confirm (e-wallet mode, instead of submit-deposit). */
    ewaConfirm: b.mutation<SubmitDepositResponse, EwaConfirmRequest>({
      query: (body) => ({ url: '/api/ewa/confirm', method: 'POST', body }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** GET /api/userwithdrawcheck?remote_id= : `{success: true}` or a 400 whose `error` says why not. */
    withdrawCheck: b.mutation<WithdrawCheckResponse, number>({
      query: (remoteId) => ({ url: '/api/userwithdrawcheck', params: { remote_id: remoteId } }),
    }),
    /** POST /api/submit-withdraw */
    submitWithdraw: b.mutation<SubmitWithdrawResponse, SubmitWithdrawRequest>({
      query: (body) => ({ url: '/api/submit-withdraw', method: 'POST', body }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** GET /api/turnovers?remote_id= : turnover tickets, newest first. */
    getTurnovers: b.query<TurnoverTicket[], number>({
      query: (remoteId) => ({ url: '/api/turnovers', params: { remote_id: remoteId } }),
      providesTags: ['Turnovers'],
      onCacheEntryAdded: (_arg, lifecycle) => refetchOnLive('balance.changed', ['Turnovers'], lifecycle),
    }),
    /** GET /api/transaction/show?remote_id= : deposits, withdrawals and adjustments, newest first. */
    getTransactions: b.query<TransactionRecord[], number>({
      query: (remoteId) => ({ url: '/api/transaction/show', params: { remote_id: remoteId } }),
      providesTags: ['Transactions'],
      onCacheEntryAdded: (_arg, lifecycle) => refetchOnLive('balance.changed', ['Transactions'], lifecycle),
    }),
    /** POST /api/deposits/{id}/revert: the player cancels their own pending deposit (before anyone decided it). */
    revertDeposit: b.mutation<RevertDepositResponse, number>({
      query: (id) => ({ url: `/api/deposits/${id}/revert`, method: 'POST', body: {} }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** POST /api/deposits/{id}/resubmit: a rejected deposit corrected and submitted again (once, within the operator's window). */
    resubmitDeposit: b.mutation<ResubmitDepositResponse, ResubmitDepositRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/deposits/${id}/resubmit`, method: 'POST', body }),
      invalidatesTags: [...MONEY_TAGS],
    }),
    /** Once-per-player promotions this player has already used (their ids). */
    getUsedPromotions: b.query<number[], void>({
      query: () => '/api/promotions/used',
      transformResponse: (r: { data: number[] }) => r.data,
      providesTags: ['Transactions'],
    }),
  }),
});

export const {
  useGetUsedPromotionsQuery,
  useGetPaymentMethodsQuery,
  useGetPaymentChannelsQuery,
  useGetWalletNumberMutation,
  useSubmitDepositMutation,
  useUploadDepositReceiptsMutation,
  useEwaRequestMutation,
  useEwaConfirmMutation,
  useWithdrawCheckMutation,
  useSubmitWithdrawMutation,
  useGetTurnoversQuery,
  useGetTransactionsQuery,
  useRevertDepositMutation,
  useResubmitDepositMutation,
} = paymentsApi;
