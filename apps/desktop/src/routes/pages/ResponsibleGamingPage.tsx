import { useGetSitePageQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Button, SitePageView, pageInLanguage } from '@khela/ui';
import { useSupportLinks } from '../../components/support';

/** /responsible-gaming: limits, time-outs, where to get help, 18+; with a way to reach our support team. */
export default function ResponsibleGamingPage() {
  const { t, i18n } = useTranslation('shell');
  const { data, isLoading, isFetching, isError, refetch } = useGetSitePageQuery('responsible-gaming');
  const { liveChat, whatsapp, mail } = useSupportLinks();
  const support = liveChat || whatsapp || (mail ? `mailto:${mail}` : '');
  return (
    <SitePageView
      variant="desktop"
      page={data ? pageInLanguage(data, i18n.language) : null}
      loading={isLoading || (isFetching && !data)}
      error={isError}
      onRetry={() => void refetch()}
      actions={
        support ? (
          <Button variant="secondary" onClick={() => window.open(support, '_blank', 'noopener,noreferrer')} data-testid="rg-support">
            {t('pages.talkToSupport')}
          </Button>
        ) : undefined
      }
    />
  );
}
