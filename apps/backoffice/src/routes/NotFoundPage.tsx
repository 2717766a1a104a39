import { Link } from 'react-router-dom';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { Box } from '../app/NoAccess';

export default function NotFoundPage() {
  const { t } = useTranslation('backoffice');
  return (
    <Box>
      <Icon name="search" size={32} />
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('common.backToDashboard')}</Link>
    </Box>
  );
}
