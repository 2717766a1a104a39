import { Link } from 'react-router-dom';
import { selectIsLoggedIn, storageUrl, useGetFooterPaymentsQuery, useGetGeneralQuery, useGetSitePageQuery, useGetSocialLinksQuery, usePwaInstall, useSelector } from '@khela/api';
import { FOOTER_FOLD_PX, ROUTES } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { InstallGuideDialog, SiteFooter, pageInLanguage, type FooterLinkComponent } from '@khela/ui';
import { useSupportChat, whatsappLink } from './support';

const RouterLink: FooterLinkComponent = ({ to, children, className, 'data-testid': testId }) => (
  <Link to={to} className={className} data-testid={testId}>
    {children}
  </Link>
);

/** The mobile footer (spec 2 "Footer"): the shared SiteFooter with this app's data, its text folded at 200 px. */
export function Footer() {
  const { i18n } = useTranslation('shell');
  const { data: general } = useGetGeneralQuery();
  const { data: links } = useGetSocialLinksQuery();
  const { data: text } = useGetSitePageQuery('footer-text');
  const { data: licence } = useGetSitePageQuery('footer-licence');
  const { data: methods } = useGetFooterPaymentsQuery();
  const pwa = usePwaInstall(general?.app_download_url);
  const siteName = general?.site_title || 'Khela';
  const openChat = useSupportChat();
  const loggedIn = useSelector(selectIsLoggedIn);
  const lang = i18n.language;
  const whatsapp = general?.whatsapp ? whatsappLink(general.whatsapp) : '';

  return (
    <>
    <SiteFooter
      variant="mobile"
      foldPx={FOOTER_FOLD_PX.mobile}
      siteName={siteName}
      text={text ? pageInLanguage(text, lang) : null}
      licence={licence ? pageInLanguage(licence, lang) : null}
      supportMail={general?.support_mail || undefined}
      whatsapp={whatsapp || undefined}
      onLiveChat={openChat}
      socials={(links ?? []).filter((l) => l.link).map((l) => ({ name: l.name, link: l.link, icon: l.icon ? storageUrl(l.icon) : undefined }))}
      sponsorImage={general?.sponsor_image ? storageUrl(general.sponsor_image) : null}
      appUrl={pwa.visible ? pwa.apkUrl : null}
      onInstallApp={pwa.visible ? pwa.install : undefined}
      paymentMethods={(methods ?? []).map((m) => ({ name: m.name, icon: m.icon ? storageUrl(m.icon) : undefined }))}
      paths={{ signup: ROUTES.signup, deposit: ROUTES.deposit, withdraw: ROUTES.withdrawal, promotions: ROUTES.promotions, ...(loggedIn ? { responsible: '/safer-gambling' } : {}) }}
      link={RouterLink}
    />
    <InstallGuideDialog open={pwa.guideOpen} onClose={pwa.closeGuide} platform={pwa.platform} siteName={siteName} />
    </>
  );
}
