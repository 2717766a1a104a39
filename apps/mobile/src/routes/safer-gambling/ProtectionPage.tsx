import styled from 'styled-components';
import { useProtectionPage } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { ProtectionPanel, useProtectionNotices } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';

const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

/** /safer-gambling: limits, session limit, reality check, time-out and self-exclusion (issue 14). */
export default function ProtectionPage() {
  const { t } = useTranslation('protection');
  const page = useProtectionPage(useProtectionNotices());
  return (
    <>
      <PageHeader title={t('title')} back="/account" />
      <Body>
        <ProtectionPanel variant="mobile" {...page} onRetry={() => void page.refetch()} />
      </Body>
    </>
  );
}
