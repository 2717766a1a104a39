import { useGetSitePageQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { SitePageView, pageInLanguage } from '@khela/ui';

/** /about-us: the operator's About Us text (with the brand ambassadors and sponsorship), in the reader's language. */
export default function AboutUsPage() {
  const { i18n } = useTranslation('shell');
  const { data, isLoading, isFetching, isError, refetch } = useGetSitePageQuery('about-us');
  return (
    <SitePageView
      variant="desktop"
      page={data ? pageInLanguage(data, i18n.language) : null}
      loading={isLoading || (isFetching && !data)}
      error={isError}
      onRetry={() => void refetch()}
    />
  );
}
