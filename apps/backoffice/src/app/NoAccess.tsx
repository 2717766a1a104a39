import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';

/** A section the staff member's role does not include (the server would refuse it too). */
export function NoAccess() {
  const { t } = useTranslation('backoffice');
  return (
    <Box data-testid="bo-no-access">
      <Icon name="lock" size={32} />
      <h1>{t('noAccess.title')}</h1>
      <p>{t('noAccess.text')}</p>
      <Link to="/">{t('common.backToDashboard')}</Link>
    </Box>
  );
}

export const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  max-width: 420px;
  margin: 80px auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h1 { color: ${({ theme }) => theme.colors.text}; font-size: 18px; }
`;
