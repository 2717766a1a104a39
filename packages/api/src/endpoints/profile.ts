import type { ExtraPhone, MessageResponse } from '@khela/domain';
import { api } from '../api';

/** Profile and contact verification (spec 1 §7): the verified state shows in getUser, so each success refreshes it. */
export const profileApi = api.injectEndpoints({
  endpoints: (b) => ({
    sendVerificationCode: b.mutation<MessageResponse, { phone: string } | { email: string }>({
      query: (body) => ({ url: '/api/send-verification-code', method: 'POST', body }),
    }),
    verifyPhone: b.mutation<MessageResponse, { verification_code: string }>({
      query: (body) => ({ url: '/api/verify-phone-number', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    verifyEmail: b.mutation<MessageResponse, { code: string }>({
      query: (body) => ({ url: '/api/verify-email', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    getExtraPhones: b.query<ExtraPhone[], void>({
      query: () => '/api/get/other/phone',
      transformResponse: (r: { data: ExtraPhone[] }) => r.data,
      providesTags: ['ExtraPhones'],
    }),
    addPhone: b.mutation<MessageResponse, { phone: string }>({
      query: (body) => ({ url: '/api/add/number', method: 'POST', body }),
      invalidatesTags: ['ExtraPhones'],
    }),
    sendExtraPhoneCode: b.mutation<MessageResponse, { phone: string }>({
      query: (body) => ({ url: '/api/add/send-verification-code', method: 'POST', body }),
    }),
    verifyExtraPhone: b.mutation<MessageResponse, { verification_code: string }>({
      query: (body) => ({ url: '/api/add/verify-phone-number', method: 'POST', body }),
      invalidatesTags: ['ExtraPhones', 'User'],
    }),
    updateBirthday: b.mutation<{ dofb: string; message: string }, { remote_id: number; dofb: string }>({
      query: (body) => ({ url: '/api/user/profile/update', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useSendVerificationCodeMutation,
  useVerifyPhoneMutation,
  useVerifyEmailMutation,
  useGetExtraPhonesQuery,
  useAddPhoneMutation,
  useSendExtraPhoneCodeMutation,
  useVerifyExtraPhoneMutation,
  useUpdateBirthdayMutation,
} = profileApi;
