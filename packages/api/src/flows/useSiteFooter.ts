import { useSelector } from 'react-redux';
import { storageUrl } from '../baseQuery';
import { useGetGeneralQuery, useGetSitePageQuery, useGetSocialLinksQuery } from '../endpoints/content';
import { useGetFooterPaymentsQuery } from '../endpoints/footerPayments';
import { selectIsLoggedIn } from '../session';
import { usePwaInstall } from './usePwaInstall';

/**
 * The site footer's data on both apps (spec 2 "Footer"): the site's name, the footer text and licence pages, social
 * links, the sponsorship image and the payment methods with their images resolved, the install prompt and whether a
 * player is logged in (the Responsible Gaming link then leads to their Safer gambling page). `skip`: the page has no
 * footer (the desktop's exchange frame), so the pages and methods are not fetched.
 */
export function useSiteFooter({ skip = false }: { skip?: boolean } = {}) {
  const { data: general } = useGetGeneralQuery();
  const { data: links } = useGetSocialLinksQuery();
  const { data: text } = useGetSitePageQuery('footer-text', { skip });
  const { data: licence } = useGetSitePageQuery('footer-licence', { skip });
  const { data: methods } = useGetFooterPaymentsQuery(undefined, { skip });
  const pwa = usePwaInstall(general?.app_download_url);
  const loggedIn = useSelector(selectIsLoggedIn);
  const siteName = general?.site_title || 'Khela';
  return {
    general,
    text,
    licence,
    pwa,
    loggedIn,
    /** The footer's props that are the same on both apps (SiteFooter of @khela/ui). */
    props: {
      siteName,
      supportMail: general?.support_mail || undefined,
      socials: (links ?? []).filter((l) => l.link).map((l) => ({ name: l.name, link: l.link, icon: l.icon ? storageUrl(l.icon) : undefined })),
      sponsorImage: general?.sponsor_image ? storageUrl(general.sponsor_image) : null,
      appUrl: pwa.visible ? pwa.apkUrl : null,
      onInstallApp: pwa.visible ? pwa.install : undefined,
      paymentMethods: (methods ?? []).map((m) => ({ name: m.name, icon: m.icon ? storageUrl(m.icon) : undefined })),
    },
  };
}
