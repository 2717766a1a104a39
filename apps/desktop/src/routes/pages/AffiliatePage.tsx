import { useNavigate } from 'react-router-dom';
import { selectSession, useGetSitePageQuery, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Button, SitePageView, pageInLanguage } from '@khela/ui';

/** /affiliate: our own affiliate programme; members go to their referral link, guests to sign-up. */
export default function AffiliatePage() {
  const { t, i18n } = useTranslation(['shell', 'auth']);
  const navigate = useNavigate();
  const loggedIn = Boolean(useSelector(selectSession).token);
  const { data, isLoading, isFetching, isError, refetch } = useGetSitePageQuery('affiliate');
  return (
    <SitePageView
      variant="desktop"
      page={data ? pageInLanguage(data, i18n.language) : null}
      loading={isLoading || (isFetching && !data)}
      error={isError}
      onRetry={() => void refetch()}
      actions={
        <Button variant="primary" onClick={() => navigate(loggedIn ? '/referral' : '/register')} data-testid="affiliate-join">
          {loggedIn ? t('pages.affiliateJoin') : t('auth:signup')}
        </Button>
      }
    />
  );
}
