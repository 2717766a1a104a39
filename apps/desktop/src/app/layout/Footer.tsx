import { Link, useLocation } from 'react-router-dom';
import { useSiteFooter } from '@khela/api';
import { FOOTER_FOLD_PX } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { InstallGuideDialog, SiteFooter, pageInLanguage } from '@khela/ui';
import { useSupportLinks } from '../../components/support';

/** The exchange frame has no footer (spec 2 "Footer"); the game launcher is outside the layout altogether. */
const NO_FOOTER = /^\/(exchange|exchange-inplay|exchange-sports|exchange-multi|exchange-account|odds-view)(\/|$)/;

/** Footer (spec 2 "Footer"): the shared SiteFooter with the desktop's data, folded at 970 px. */
export function Footer() {
  const { i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const hidden = NO_FOOTER.test(pathname);
  const { whatsapp, liveChat } = useSupportLinks();
  const footer = useSiteFooter({ skip: hidden });
  const { text, licence, pwa } = footer;
  const { siteName } = footer.props;
  if (hidden) return null;

  const lang = i18n.language;

  return (
    <div data-testid="desktop-footer">
      <SiteFooter
        {...footer.props}
        variant="desktop"
        foldPx={FOOTER_FOLD_PX.desktop}
        text={text ? pageInLanguage(text, lang) : null}
        licence={licence ? pageInLanguage(licence, lang) : null}
        whatsapp={whatsapp || undefined}
        onLiveChat={liveChat ? () => window.open(liveChat, '_blank', 'noopener,noreferrer') : undefined}
        paths={{ signup: '/register', deposit: '/account', withdraw: '/account', promotions: '/promotions', ...(footer.loggedIn ? { responsible: '/account?tab=saferGambling' } : {}) }}
        link={Link}
      />
      <InstallGuideDialog open={pwa.guideOpen} onClose={pwa.closeGuide} platform={pwa.platform} siteName={siteName} />
    </div>
  );
}
