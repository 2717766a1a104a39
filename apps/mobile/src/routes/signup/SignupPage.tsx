import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import {
  loggedIn,
  readStored,
  STORAGE_KEYS,
  toApiError,
  useBotCheck,
  useCreatePlayerMutation,
  useDispatch,
  useLoginMutation,
} from '@khela/api';
import { DEFAULT_CURRENCY, MESSAGES, MOBILE_SIGNUP_PHONE_PREFIX, mobileSignupSchema } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { BotCheckField, Button, Checkbox, TextInput } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { Aside, AuthLayout, FormCard } from '../../components/AuthLayout';
import { schemaValidator, serverFieldErrors, useFieldError, useFieldProps, useFocusFirstError } from '../../lib/forms';
import { escapeHtml } from '../../lib/html';

interface SignupValues {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  name: string;
  referral_code: string;
  /** The bot check's solution (the ALTCHA widget fills it in; the server verifies it, once). */
  altcha: string;
  agree: boolean;
}

const FIELDS = ['username', 'email', 'phone', 'password', 'confirmPassword', 'name', 'referral_code', 'altcha'] as const;

/** A referral or affiliate code kept from a landing link pre-fills the referral field (spec 1 §2). */
function storedReferral(): string {
  return readStored(STORAGE_KEYS.referralCode) || readStored(STORAGE_KEYS.affiliateCode) || '';
}

/** /signup (mobile single form). Success logs the player in and shows the welcome popup on home. */
export default function SignupPage() {
  const { t } = useTranslation('auth');
  const msg = useMessage();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const showError = useShowError();
  const [createPlayer] = useCreatePlayerMutation();
  const [login] = useLoginMutation();
  // The proof-of-work bot check: a solution is accepted once, so every attempt mounts a new widget (`renew`).
  const botCheck = useBotCheck();

  const form = useFormik<SignupValues>({
    initialValues: {
      username: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      name: '',
      referral_code: storedReferral(),
      altcha: '',
      agree: false,
    },
    validate: schemaValidator(mobileSignupSchema, (v: SignupValues) => ({ ...v, ageConfirmed: v.agree }), { ageConfirmed: 'agree' }),
    onSubmit: async (values, helpers) => {
      const username = values.username.trim();
      try {
        await createPlayer({
          username,
          email: values.email.trim(),
          phone: values.phone.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          name: values.name.trim() || undefined,
          referral_code: values.referral_code.trim() || undefined,
          agent_code: readStored(STORAGE_KEYS.agentCode) || undefined,
          currency: DEFAULT_CURRENCY,
          status: 'active',
          altcha: values.altcha,
        }).unwrap();
      } catch (e) {
        const err = toApiError(e);
        // Every attempt uses up the solution: a new widget, and the field cleared for it.
        botCheck.renew();
        void helpers.setFieldValue('altcha', '', false);
        if (err.status === null) {
          showError(escapeHtml(msg(MESSAGES.networkError)));
          return;
        }
        const fieldErrors = serverFieldErrors(err.errors);
        const known = Object.keys(fieldErrors).filter((k) => (FIELDS as readonly string[]).includes(k));
        if (known.length > 0) {
          helpers.setErrors(fieldErrors);
          helpers.setTouched(Object.fromEntries(known.map((k) => [k, true])), false);
          return;
        }
        const first = Object.values(fieldErrors)[0];
        showError(escapeHtml(msg(first ?? err.message ?? MESSAGES.submissionFailed)));
        return;
      }
      // The player exists: log in with the same credentials (spec 1 §4), then home with the welcome popup.
      try {
        const resp = await login({ username, password: values.password }).unwrap();
        dispatch(loggedIn({ ...resp, afterSignup: true }));
        navigate('/', { replace: true });
      } catch (e) {
        const err = toApiError(e);
        const text = err.status === null ? MESSAGES.networkErrorLater : (err.message ?? MESSAGES.invalidCredentials);
        showError(escapeHtml(msg(text)));
        navigate('/login', { replace: true });
      }
    },
  });
  const fieldError = useFieldError(form);
  useFocusFirstError(form);

  const field = useFieldProps(form);

  return (
    <AuthLayout title={t('signup')} subtitle={t('signupSubtitle')}>
      <FormCard onSubmit={form.handleSubmit} noValidate>
        <TextInput
          {...field('username')}
          label={t('username')}
          placeholder={t('usernameRule')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
        />
        <TextInput {...field('email')} type="email" label={t('email')} placeholder={t('emailPlaceholder')} autoComplete="email" />
        <TextInput
          {...field('phone')}
          type="tel"
          inputMode="numeric"
          label={t('phone')}
          placeholder={t('phonePlaceholder')}
          prefix={MOBILE_SIGNUP_PHONE_PREFIX}
          autoComplete="tel-national"
          maxLength={15}
        />
        <TextInput
          {...field('password')}
          type="password"
          label={t('password')}
          placeholder={t('passwordRule')}
          autoComplete="new-password"
          maxLength={20}
        />
        <TextInput
          {...field('confirmPassword')}
          type="password"
          label={t('confirmPassword')}
          placeholder={t('confirmPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={20}
        />
        <TextInput {...field('name')} label={t('fullName')} placeholder={t('fullNamePlaceholder')} autoComplete="name" />
        <TextInput
          {...field('referral_code')}
          label={t('referralCode')}
          placeholder={t('optional')}
          autoCapitalize="none"
          spellCheck={false}
        />
        <BotCheckField
          key={botCheck.round}
          loadChallenge={botCheck.loadChallenge}
          error={fieldError('altcha')}
          onChange={(v) => void form.setFieldValue('altcha', v)}
        />
        <Checkbox
          name="agree"
          checked={form.values.agree}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          label={msg(MESSAGES.signupAgeTerms)}
          error={fieldError('agree')}
        />
        <Button type="submit" size="lg" variant="gold" block loading={form.isSubmitting} data-testid="signup-submit">
          {t('signup')}
        </Button>
      </FormCard>
      <Aside>
        {t('haveAccount')} <Link to="/login">{t('login')}</Link>
      </Aside>
    </AuthLayout>
  );
}
