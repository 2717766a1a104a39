import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Modal } from '@khela/ui';
import { LoginForm } from '../../components/LoginForm';

const Footer = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  &:hover {
    text-decoration: underline;
  }
`;

/** Login (spec 1 §2 /login, §5, §8) as the desktop header's modal. */
export function LoginModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  const navigate = useNavigate();
  const usernameRef = useRef<HTMLInputElement>(null);
  // Focus the username once the dialog has taken focus (autoFocus would be blurred by it and show "required" at once).
  useEffect(() => {
    if (open) usernameRef.current?.focus();
  }, [open]);

  const close = () => onClose();

  return (
    <Modal open={open} onClose={close} title={t('login')} testId="login-modal">
      <LoginForm
        usernameRef={usernameRef}
        submitTestId="desktop-login-submit"
        onDone={() => {
          close();
          navigate('/');
        }}
        forgot={
          <LinkButton
            type="button"
            data-testid="login-modal-forgot"
            onClick={() => {
              close();
              navigate('/forgot-password');
            }}
          >
            {msg(MESSAGES.forgotPasswordTitle)}
          </LinkButton>
        }
      />
      <Footer>
        {t('noAccountDesktop')}{' '}
        <LinkButton
          type="button"
          onClick={() => {
            close();
            navigate('/register');
          }}
        >
          {t('createAccount')}
        </LinkButton>
      </Footer>
    </Modal>
  );
}
