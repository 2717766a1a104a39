import styled from 'styled-components';
import { useSaferGamblingPage } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { SaferGamblingPanel, useSaferNotices } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';

const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

/** /safer-gambling: limits, session limit, reality check, time-out and self-exclusion (issue 14). */
export default function SaferGamblingPage() {
  const { t } = useTranslation('safer');
  const page = useSaferGamblingPage(useSaferNotices());
  return (
    <>
      <PageHeader title={t('title')} back="/account" />
      <Body>
        <SaferGamblingPanel variant="mobile" {...page} onRetry={() => void page.refetch()} />
      </Body>
    </>
  );
}
