import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button, Icon } from '@khela/ui';
import { Container } from '../../components/Container';

const Box = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(20)} 0 ${({ theme }) => theme.space(16)};
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 460px;
  }
`;

const Code = styled.div`
  font-size: 120px;
  font-weight: 900;
  line-height: 1;
  letter-spacing: 0.04em;
  background: linear-gradient(180deg, #ffe08a 0%, ${({ theme }) => theme.colors.gold} 45%, #b7800f 100%);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
  text-shadow: 0 10px 40px rgba(245, 194, 66, 0.15);
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Any address the desktop app does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Box data-testid="not-found">
      <Code aria-hidden>404</Code>
      <h1>{t('notFound.titleDesktop')}</h1>
      <p>{t('notFound.textDesktop')}</p>
      <Buttons>
        <Button variant="primary" size="lg" onClick={() => navigate('/')}>
          <Icon name="home" size={18} />
          {t('notFound.homeDesktop')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => navigate('/promotions')}>
          <Icon name="gift" size={18} />
          {t('nav.promotionsDesktop')}
        </Button>
      </Buttons>
    </Box>
  );
}
