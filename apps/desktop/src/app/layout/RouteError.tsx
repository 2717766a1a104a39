import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button } from '@khela/ui';

const Box = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  padding: ${({ theme }) => theme.space(6)};
`;

/** Shown when a screen fails to load (e.g. a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <Box role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Box>
  );
}
