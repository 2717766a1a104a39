import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, loginReturnPath } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { LoginForm } from '../../components/LoginForm';
import { AuthShell } from './AuthShell';


/**
 * /login at desktop width (spec 1 §2, §5, §8): the same rules and messages as the phone's page and the header's modal;
 * after it, back to where the player was going (`location.state.from`, an internal path) or home.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  const navigate = useNavigate();
  const next = loginReturnPath((useLocation().state as { from?: unknown } | null)?.from);

  return (
    <AuthShell
      testId="desktop-login-page"
      icon="user"
      brandTitle={t('desktop.loginBrandTitle')}
      brandText={t('desktop.loginBrandText')}
      foot={
        <>
          {t('noAccountDesktop')} <Link to="/register">{t('createAccount')}</Link>
        </>
      }
      title={t('login')}
      subtitle={t('loginSubtitle')}
    >
      <LoginForm
        autoFocus
        submitTestId="login-submit"
        onDone={() => navigate(next, { replace: true })}
        forgot={
          <Link to="/forgot-password" data-testid="login-forgot">
            {msg(MESSAGES.forgotPasswordTitle)}
          </Link>
        }
      />
    </AuthShell>
  );
}
