import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { STORAGE_KEYS, selectIsLoggedIn, takeWelcomePopup, useSelector, writeStored } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon, Modal } from '@khela/ui';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} 0;
  text-align: center;
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.accentText};
  background: radial-gradient(circle at 35% 30%, #5ef0b8, ${({ theme }) => theme.colors.accent});
  box-shadow: 0 0 0 8px rgba(18, 185, 129, 0.15);
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.sizeXl};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 340px;
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
`;

/**
 * After sign-up (regPopup = 1): 'Registration Successful!' with Home Page and Deposit now; dismissing stores 0.
 * Shown on the home page only, once per visit until dismissed: never over another page or a 404.
 */
export function WelcomeModal() {
  const { t } = useTranslation('shell');
  const msg = useMessage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const loggedIn = useSelector(selectIsLoggedIn);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = takeWelcomePopup(loggedIn, onHome);
    setOpen((was) => show || (was && onHome && loggedIn));
  }, [loggedIn, onHome]);

  const dismiss = (to: string) => {
    writeStored(STORAGE_KEYS.regPopup, '0');
    setOpen(false);
    navigate(to);
  };

  return (
    <Modal open={open} onClose={() => dismiss('/')} testId="register-success">
      <Body>
        <Badge>
          <Icon name="check" size={32} />
        </Badge>
        <Title>{msg(MESSAGES.registrationSuccessful)}</Title>
        <Text>{t('welcome.textDesktop')}</Text>
        <Buttons>
          <Button variant="secondary" onClick={() => dismiss('/')}>
            {t('welcome.home')}
          </Button>
          <Button variant="gold" onClick={() => dismiss('/account')}>
            {t('welcome.deposit')}
          </Button>
        </Buttons>
      </Body>
    </Modal>
  );
}
