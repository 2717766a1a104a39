import { api } from '../api';

/** One payment method as the site footer shows it: its name and its logo (a /storage path, may be empty). */
export interface FooterPaymentMethod {
  name: string;
  icon: string;
}

/** The footer's payment marks (spec 2 "Footer"): the operator's active payment methods, public (no sign-in). */
export const footerPaymentsApi = api.injectEndpoints({
  endpoints: (b) => ({
    /** GET /api/footer/payment-methods: `data`, the active methods in the console order. */
    getFooterPayments: b.query<FooterPaymentMethod[], void>({
      query: () => '/api/footer/payment-methods',
      transformResponse: (r: { data: FooterPaymentMethod[] }) => r.data,
      providesTags: ['PaymentConfig'],
    }),
  }),
});

export const { useGetFooterPaymentsQuery } = footerPaymentsApi;
