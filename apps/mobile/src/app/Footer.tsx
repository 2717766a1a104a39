import { Link } from 'react-router-dom';
import { useSiteFooter } from '@khela/api';
import { FOOTER_FOLD_PX, ROUTES } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { InstallGuideDialog, SiteFooter, pageInLanguage } from '@khela/ui';
import { useSupportChat, whatsappLink } from './support';

/** The mobile footer (spec 2 "Footer"): the shared SiteFooter with this app's data, its text folded at 200 px. */
export function Footer() {
  const { i18n } = useTranslation('shell');
  const footer = useSiteFooter();
  const { general, text, licence, pwa } = footer;
  const { siteName } = footer.props;
  const openChat = useSupportChat();
  const lang = i18n.language;
  const whatsapp = general?.whatsapp ? whatsappLink(general.whatsapp) : '';

  return (
    <>
      <SiteFooter
        {...footer.props}
        variant="mobile"
        foldPx={FOOTER_FOLD_PX.mobile}
        text={text ? pageInLanguage(text, lang) : null}
        licence={licence ? pageInLanguage(licence, lang) : null}
        whatsapp={whatsapp || undefined}
        onLiveChat={openChat}
        paths={{ signup: ROUTES.signup, deposit: ROUTES.deposit, withdraw: ROUTES.withdrawal, promotions: ROUTES.promotions, ...(footer.loggedIn ? { responsible: '/safer-gambling' } : {}) }}
        link={Link}
      />
      <InstallGuideDialog open={pwa.guideOpen} onClose={pwa.closeGuide} platform={pwa.platform} siteName={siteName} />
    </>
  );
}
