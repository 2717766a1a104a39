import { Link, useRouteError } from 'react-router-dom';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { Box } from './NoAccess';

/** A screen failed to load or render (e.g. a new build replaced its chunk): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation('backoffice');
  const err = useRouteError();
  if (err) console.warn(err);
  return (
    <Box role="alert">
      <Icon name="refresh" size={32} />
      <h1>{t('errors.screenTitle')}</h1>
      <p>{t('errors.screenText')}</p>
      <p>
        <a href="" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </a>{' '}
        · <Link to="/">{t('common.backToDashboard')}</Link>
      </p>
    </Box>
  );
}
