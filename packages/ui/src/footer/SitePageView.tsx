import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Loader } from '../components/Loader';
import { PageText } from './PageText';

const Article = styled.article<{ $desktop: boolean }>`
  max-width: ${({ $desktop }) => ($desktop ? '860px' : 'none')};
  margin: 0 auto;
  padding: ${({ theme, $desktop }) => ($desktop ? `${theme.space(8)} 0` : `${theme.space(4)} ${theme.space(4)} ${theme.space(6)}`)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $desktop }) => ($desktop ? theme.font.size : '14px')};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
`;

const Card = styled.div<{ $desktop: boolean }>`
  padding: ${({ theme, $desktop }) => ($desktop ? theme.space(8) : theme.space(4))};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

export interface SitePageViewProps {
  variant: 'mobile' | 'desktop';
  /** The page's title and text in the reader's language (pageInLanguage); absent while loading. */
  page?: { title: string; body: string } | null;
  loading: boolean;
  error: boolean;
  onRetry(): void;
  /** The mobile page shows the title in its header bar instead. */
  showTitle?: boolean;
  /** Buttons under the text (e.g. the affiliate page's sign-up). */
  actions?: ReactNode;
}

/** One of the footer's pages (About Us, Responsible Gaming, Affiliate): its text, or loading, or a retry. */
export function SitePageView({ variant, page, loading, error, onRetry, showTitle = true, actions }: SitePageViewProps) {
  const { t } = useTranslation(['shell', 'ui']);
  const desktop = variant === 'desktop';
  return (
    <Article $desktop={desktop} data-testid="site-page">
      {page ? (
        <>
          {showTitle && <h1>{page.title}</h1>}
          <Card $desktop={desktop}>
            <PageText body={page.body} />
            {actions && <Actions>{actions}</Actions>}
          </Card>
        </>
      ) : loading ? (
        <Center aria-label={t('ui:loading')}>
          <Loader />
        </Center>
      ) : (
        <Center role={error ? 'alert' : undefined}>
          <p>{t('shell:error.text')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('shell:error.reload')}
          </Button>
        </Center>
      )}
    </Article>
  );
}
