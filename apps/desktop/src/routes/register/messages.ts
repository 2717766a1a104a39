import { DESKTOP_SIGNUP_MESSAGES, DESKTOP_SIGNUP_RULES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';

/** Messages of the desktop form: its own limits (auth `register.rules.*`), else the shared catalogue. */
export function useRegisterMessage(): (text: string) => string {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  return (text) =>
    text === DESKTOP_SIGNUP_MESSAGES.usernameLength
      ? t('register.rules.usernameLength', { min: DESKTOP_SIGNUP_RULES.username.min, max: DESKTOP_SIGNUP_RULES.username.max })
      : text === DESKTOP_SIGNUP_MESSAGES.passwordLength
        ? t('register.rules.passwordLength', { min: DESKTOP_SIGNUP_RULES.password.min, max: DESKTOP_SIGNUP_RULES.password.max })
        : text === DESKTOP_SIGNUP_MESSAGES.referCodeLength
          ? t('register.rules.referCodeLength', { min: DESKTOP_SIGNUP_RULES.referCode.min, max: DESKTOP_SIGNUP_RULES.referCode.max })
          : msg(text);
}
