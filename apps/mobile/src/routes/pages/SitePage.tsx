import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, useGetSitePageQuery, useSelector } from '@khela/api';
import { ROUTES, type SitePageSlug } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, SitePageView, pageInLanguage } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { useSupportChat } from '../../app/support';

/** The header's title while the page loads (the footer's own link labels). */
const FALLBACK_TITLE = {
  'about-us': 'footer.aboutUs',
  'responsible-gaming': 'footer.responsible',
  affiliate: 'nav.affiliate',
} as const;

type PageSlug = Extract<SitePageSlug, keyof typeof FALLBACK_TITLE>;

/** About Us, Responsible Gaming and Affiliate (public): the operator's text in the reader's language. */
export default function SitePage({ slug }: { slug: PageSlug }) {
  const { t, i18n } = useTranslation(['shell', 'auth']);
  const navigate = useNavigate();
  const loggedIn = useSelector(selectIsLoggedIn);
  const openChat = useSupportChat();
  const { data, isLoading, isFetching, isError, refetch } = useGetSitePageQuery(slug);
  const page = data ? pageInLanguage(data, i18n.language) : null;

  const actions =
    slug === 'affiliate' ? (
      <Button variant="primary" onClick={() => navigate(loggedIn ? ROUTES.referralProgram : ROUTES.signup)} data-testid="affiliate-join">
        {loggedIn ? t('pages.affiliateJoin') : t('auth:signup')}
      </Button>
    ) : slug === 'responsible-gaming' ? (
      <Button variant="secondary" onClick={openChat} data-testid="rg-support">
        {t('pages.talkToSupport')}
      </Button>
    ) : undefined;

  return (
    <>
      <PageHeader title={page?.title ?? t(FALLBACK_TITLE[slug])} />
      <SitePageView
        variant="mobile"
        page={page}
        loading={isLoading || (isFetching && !data)}
        error={isError}
        onRetry={() => void refetch()}
        showTitle={false}
        actions={actions}
      />
    </>
  );
}
