/** The footer's pages (About Us, Responsible Gaming, Affiliate) and the footer's own texts: operator-written, in both
 *  languages. GET /api/pages/{slug}; the console edits them. */
export const SITE_PAGE_SLUGS = ['about-us', 'responsible-gaming', 'affiliate', 'footer-text', 'footer-licence'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export interface SitePage {
  slug: SitePageSlug;
  title: string;
  title_bn: string;
  /** Plain text; blank lines separate paragraphs. */
  body: string;
  body_bn: string;
  updated_at: string;
}
