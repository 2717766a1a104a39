import type { GeneralSettingsBn, LogoRecord, Promotion, SitePage, SitePageSlug, SliderBn, SocialLink } from '@khela/domain';
import { api } from '../api';

/** Public site content: spec 1 §7 (logo, general, sliders, sociallink, promotion). */
export const contentApi = api.injectEndpoints({
  endpoints: (b) => ({
    getLogo: b.query<LogoRecord | null, void>({
      query: () => '/api/logo',
      transformResponse: (r: LogoRecord[]) => r[0] ?? null,
      providesTags: ['Content'],
    }),
    /** The settings with the Bangla texts beside the English (`notice_bn`, `maintenance_notice_bn`; see `localized`). */
    getGeneral: b.query<GeneralSettingsBn | null, void>({
      query: () => '/api/general',
      transformResponse: (r: GeneralSettingsBn[]) => r[0] ?? null,
      providesTags: ['Content'],
    }),
    getSliders: b.query<SliderBn[], void>({ query: () => '/api/sliders', providesTags: ['Content'] }),
    getSocialLinks: b.query<SocialLink[], void>({ query: () => '/api/sociallink', providesTags: ['Content'] }),
    getPromotions: b.query<Promotion[], void>({ query: () => '/api/promotion', providesTags: ['Content'] }),
    getPromotion: b.query<Promotion, number>({ query: (id) => `/api/promotions/${id}` }),
    /** A footer page or text in both languages (about-us, responsible-gaming, affiliate, footer-text, footer-licence). */
    getSitePage: b.query<SitePage, SitePageSlug>({ query: (slug) => `/api/pages/${slug}`, providesTags: ['Content'] }),
  }),
});

export const {
  useGetLogoQuery,
  useGetGeneralQuery,
  useGetSlidersQuery,
  useGetSocialLinksQuery,
  useGetPromotionsQuery,
  useGetPromotionQuery,
  useGetSitePageQuery,
} = contentApi;
