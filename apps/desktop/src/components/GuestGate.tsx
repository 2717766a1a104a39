import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@khela/i18n';
import { Button, Icon } from '@khela/ui';
import { useLoginModal } from '../app/layout/loginModalContext';
import { Container } from './Container';

const Box = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(16)} 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 500px 200px at 50% 0%, rgba(18, 185, 129, 0.14), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  text-align: center;
  > span {
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.gold};
    background: rgba(245, 194, 66, 0.12);
  }
  h1 {
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 460px;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** What a guest sees on a login-only desktop page: the reason and the way in (login modal or sign-up). */
export function GuestGate({ title }: { title: string }) {
  const { t } = useTranslation('auth');
  const { openLogin } = useLoginModal();
  const navigate = useNavigate();
  return (
    <Box data-testid="guest-gate">
      <span>
        <Icon name="lock" size={32} />
      </span>
      <h1>{title}</h1>
      <p>{t('gate.text')}</p>
      <div>
        <Button variant="secondary" size="lg" onClick={openLogin}>
          {t('login')}
        </Button>
        <Button variant="primary" size="lg" onClick={() => navigate('/register')}>
          {t('signup')}
        </Button>
      </div>
    </Box>
  );
}
