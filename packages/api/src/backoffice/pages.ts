import type { SitePage, SitePageSlug } from '@khela/domain';
import { backofficeApi } from './api';

/**
 * The console's footer pages and texts (/api/backoffice/pages; apps/server/src/content/content.staff.routes.ts):
 * About Us, Responsible Gaming, Affiliate, the footer's collapsible text and its licence text, each in English and
 * Bangla. Admins only (`settings.manage`); every change is in the audit log (`site_page.update`).
 */
export interface BoSitePageUpdate {
  slug: SitePageSlug;
  /** 1–200 characters. */
  title: string;
  title_bn: string;
  /** Plain text up to 50,000 characters; blank lines separate paragraphs. */
  body: string;
  body_bn: string;
}

/** The Bangla site texts beside the generic settings' English ones (/api/backoffice/general-bn, audited). */
export interface BoGeneralBn {
  /** The home marquee in Bangla, one line each (up to 20 of 500 characters); [] shows the English. */
  notice_bn: string[];
  /** The maintenance notice's Bangla title (≤ 200) and message (≤ 2,000); '' shows the English. */
  maintenance_title_bn: string;
  maintenance_message_bn: string;
}

export const pagesBackofficeApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Pages'] }).injectEndpoints({
  endpoints: (b) => ({
    boSitePages: b.query<SitePage[], void>({
      query: () => '/api/backoffice/pages',
      providesTags: ['Pages'],
    }),
    boGeneralBn: b.query<BoGeneralBn, void>({
      query: () => '/api/backoffice/general-bn',
      providesTags: ['Pages'],
    }),
    boUpdateGeneralBn: b.mutation<BoGeneralBn, BoGeneralBn>({
      query: (body) => ({ url: '/api/backoffice/general-bn', method: 'PUT', body }),
      invalidatesTags: ['Pages', 'Audit'],
    }),
    boUpdateSitePage: b.mutation<SitePage, BoSitePageUpdate>({
      query: ({ slug, ...body }) => ({ url: `/api/backoffice/pages/${slug}`, method: 'PUT', body }),
      invalidatesTags: ['Pages', 'Audit'],
    }),
  }),
});

export const { useBoSitePagesQuery, useBoUpdateSitePageMutation, useBoGeneralBnQuery, useBoUpdateGeneralBnMutation } = pagesBackofficeApi;
