import type { Ref } from 'react';
import { useTranslation } from '@khela/i18n';
import { TextInput } from '../components/TextInput';
import type { BoundField } from '../fieldBinder';

export interface LoginFieldsProps {
  /** The form's bound fields (`fieldBinder`): value, change, blur and the translated error. */
  field(name: 'username' | 'password'): BoundField;
  /** The desktop's login dialog puts the cursor in the username at once. */
  autoFocus?: boolean;
  usernameRef?: Ref<HTMLInputElement>;
}

/** The username and password of the login (spec 1 §2 /login), the same on both apps; each keeps its form around them. */
export function LoginFields({ field, autoFocus, usernameRef }: LoginFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextInput
        {...field('username')}
        label={t('username')}
        placeholder={t('usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={autoFocus}
        ref={usernameRef}
      />
      <TextInput {...field('password')} type="password" label={t('password')} placeholder={t('passwordPlaceholder')} autoComplete="current-password" />
    </>
  );
}
