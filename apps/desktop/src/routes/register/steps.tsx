import type { FormikProps } from 'formik';
import styled from 'styled-components';
import { CALLING_CODES, CURRENCIES, DESKTOP_SIGNUP_RULES, MESSAGES, desktopUsername } from '@khela/domain';
import { captchaUrl } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Button, CaptchaField, Checkbox, fieldBinder, Icon, Select, TextInput, type BindableForm } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';
import { useRegisterMessage } from './messages';
import type { RegisterValues } from './values';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

const Phone = styled.div`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

/** `<TextInput {...field('email')} />`: value, handlers and the translated error of a registration field. */
function useField(form: FormikProps<RegisterValues>) {
  return fieldBinder<RegisterValues>(form as unknown as BindableForm<RegisterValues>, useRegisterMessage());
}

interface StepProps {
  form: FormikProps<RegisterValues>;
  error: string | null;
}

/** Step 1: Username, Password, Confirm Password, Choose Currency, Refer Code (optional), Next. */
export function Step1({ form, error, onNext }: StepProps & { onNext(): void }) {
  const { t } = useTranslation(['auth', 'shell', 'account', 'ui']);
  const msg = useRegisterMessage();
  const field = useField(form);
  return (
    <Form
      noValidate
      data-testid="register-step-1"
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <TextInput
        {...field('username')}
        onChange={(e) => void form.setFieldValue('username', desktopUsername(e.target.value))}
        label={t('username')}
        hint={t('register.rules.usernameHint')}
        placeholder={t('register.lengthPlaceholder', { min: DESKTOP_SIGNUP_RULES.username.min, max: DESKTOP_SIGNUP_RULES.username.max })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Pair>
        <TextInput
          {...field('password')}
          type="password"
          label={t('password')}
          placeholder={t('register.lengthPlaceholder', { min: DESKTOP_SIGNUP_RULES.password.min, max: DESKTOP_SIGNUP_RULES.password.max })}
          autoComplete="new-password"
        />
        <TextInput
          {...field('confirmPassword')}
          type="password"
          label={t('confirmPassword')}
          placeholder={t('confirmPasswordPlaceholder')}
          autoComplete="new-password"
        />
      </Pair>
      <Pair>
        <Select
          {...field('currencyType')}
          label={t('register.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: t(`shell:currency.name.${c}`) }))}
        />
        <TextInput
          {...field('friendReferCode')}
          label={t('register.referCode')}
          placeholder={t('register.referCodePlaceholder')}
          autoCapitalize="none"
          spellCheck={false}
        />
      </Pair>
      <FormAlert testId="register-error">{error && msg(error)}</FormAlert>
      <Button type="submit" size="lg" block data-testid="register-next">
        {t('ui:next')}
        <Icon name="chevronRight" size={18} />
      </Button>
    </Form>
  );
}

/** Step 2: Full Name, Phone Number with calling code, Email, Verification Code, age/terms, Previous and Register. */
export function Step2({
  form,
  error,
  nonce,
  onReloadCaptcha,
  onPrevious,
}: StepProps & { nonce: number; onReloadCaptcha(): void; onPrevious(): void }) {
  const { t } = useTranslation(['auth', 'shell', 'account', 'ui']);
  const msg = useRegisterMessage();
  const field = useField(form);
  const fieldError = (name: keyof RegisterValues & string) => field(name).error;
  const { values, handleChange, handleBlur, isSubmitting } = form;
  return (
    <Form noValidate data-testid="register-step-2" onSubmit={form.handleSubmit}>
      <TextInput
        {...field('realName')}
        label={t('register.realName')}
        placeholder={t('register.realNamePlaceholder')}
        hint={t('register.realNameHint')}
        autoComplete="name"
      />
      <div>
        <Phone>
          <Select
            {...field('callingCode')}
            label={t('areaCode')}
            options={CALLING_CODES.map((c) => ({ value: c, label: `+${c}` }))}
          />
          <TextInput
            {...field('phoneNumber')}
            type="tel"
            inputMode="numeric"
            label={t('phone')}
            placeholder={t('register.phonePlaceholder')}
            autoComplete="tel-national"
          />
        </Phone>
      </div>
      <TextInput
        {...field('email')}
        type="email"
        label={t('account:email')}
        placeholder={t('register.emailPlaceholder')}
        autoComplete="email"
      />
      <CaptchaField
        src={captchaUrl(nonce)}
        onReload={() => {
          onReloadCaptcha();
          form.setFieldValue('captcha', '', false);
        }}
        value={values.captcha}
        error={fieldError('captcha')}
        onChange={handleChange}
        onBlur={handleBlur}
      />
      <Checkbox
        name="ageCheck"
        label={msg(MESSAGES.signupAgeTerms)}
        checked={values.ageCheck}
        onChange={handleChange}
        onBlur={handleBlur}
        error={fieldError('ageCheck')}
      />
      <FormAlert testId="register-error">{error && msg(error)}</FormAlert>
      <Buttons>
        <Button type="button" variant="secondary" size="lg" onClick={onPrevious} data-testid="register-prev">
          <Icon name="back" size={18} />
          {t('register.previous')}
        </Button>
        <Button type="submit" variant="gold" size="lg" loading={isSubmitting} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </Buttons>
    </Form>
  );
}
