import { Link, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, storageUrl, useGetFooterPaymentsQuery, useGetGeneralQuery, useGetSitePageQuery, useGetSocialLinksQuery, usePwaInstall, useSelector } from '@khela/api';
import { FOOTER_FOLD_PX } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { InstallGuideDialog, SiteFooter, pageInLanguage, type FooterLinkComponent } from '@khela/ui';
import { useSupportLinks } from '../../components/support';

/** The exchange frame has no footer (spec 2 "Footer"); the game launcher is outside the layout altogether. */
const NO_FOOTER = /^\/(exchange|exchange-inplay|exchange-sports|exchange-multi|exchange-account|odds-view)(\/|$)/;

const RouterLink: FooterLinkComponent = ({ to, children, className, 'data-testid': testId }) => (
  <Link to={to} className={className} data-testid={testId}>
    {children}
  </Link>
);

/** Footer (spec 2 "Footer"): the shared SiteFooter with the desktop's data, folded at 970 px. */
export function Footer() {
  const { i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const hidden = NO_FOOTER.test(pathname);
  const { data: general } = useGetGeneralQuery();
  const { data: links } = useGetSocialLinksQuery();
  const { whatsapp, liveChat } = useSupportLinks();
  const { data: text } = useGetSitePageQuery('footer-text', { skip: hidden });
  const { data: licence } = useGetSitePageQuery('footer-licence', { skip: hidden });
  const { data: methods } = useGetFooterPaymentsQuery(undefined, { skip: hidden });
  const pwa = usePwaInstall(general?.app_download_url);
  const loggedIn = useSelector(selectIsLoggedIn);
  if (hidden) return null;
  const siteName = general?.site_title || 'Khela';

  const lang = i18n.language;

  return (
    <div data-testid="desktop-footer">
      <SiteFooter
        variant="desktop"
        foldPx={FOOTER_FOLD_PX.desktop}
        siteName={siteName}
        text={text ? pageInLanguage(text, lang) : null}
        licence={licence ? pageInLanguage(licence, lang) : null}
        supportMail={general?.support_mail || undefined}
        whatsapp={whatsapp || undefined}
        onLiveChat={liveChat ? () => window.open(liveChat, '_blank', 'noopener,noreferrer') : undefined}
        socials={(links ?? []).filter((l) => l.link).map((l) => ({ name: l.name, link: l.link, icon: l.icon ? storageUrl(l.icon) : undefined }))}
        sponsorImage={general?.sponsor_image ? storageUrl(general.sponsor_image) : null}
        appUrl={pwa.visible ? pwa.apkUrl : null}
        onInstallApp={pwa.visible ? pwa.install : undefined}
        paymentMethods={(methods ?? []).map((m) => ({ name: m.name, icon: m.icon ? storageUrl(m.icon) : undefined }))}
        paths={{ signup: '/register', deposit: '/account', withdraw: '/account', promotions: '/promotions', ...(loggedIn ? { responsible: '/account?tab=saferGambling' } : {}) }}
        link={RouterLink}
      />
      <InstallGuideDialog open={pwa.guideOpen} onClose={pwa.closeGuide} platform={pwa.platform} siteName={siteName} />
    </div>
  );
}
