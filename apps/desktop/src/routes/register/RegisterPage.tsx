import { useRef, useState } from 'react';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import {
  STORAGE_KEYS,
  loggedIn,
  readStored,
  toApiError,
  useCreatePlayerMutation,
  useDispatch,
  useLoginMutation,
} from '@khela/api';
import {
  CURRENCIES,
  DEFAULT_CALLING_CODE,
  DEFAULT_CURRENCY,
  MESSAGES,
  desktopSignupStep1Errors,
  desktopSignupStep2Schema,
  type Currency,
  desktopUsername,
  type SignupRequest,
} from '@khela/domain';
import { ErrorModal } from '@khela/ui';
import { RegisterLayout } from './RegisterLayout';
import { useRegisterMessage } from './messages';
import { Step1, Step2 } from './steps';
import { STEP1_FIELDS, type RegisterValues } from './values';

/** Server field names of the sign-up payload → the desktop form's field names (spec 1 §3). */
const SERVER_FIELD: Record<string, keyof RegisterValues> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmPassword',
  currency: 'currencyType',
  referral_code: 'friendReferCode',
  name: 'realName',
  phone: 'phoneNumber',
  email: 'email',
  captcha: 'captcha',
};

function initialValues(): RegisterValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    currencyType: DEFAULT_CURRENCY,
    // A referral or affiliate code kept from a landing link pre-fills the field (spec 1 §2).
    friendReferCode: readStored(STORAGE_KEYS.referralCode) ?? readStored(STORAGE_KEYS.affiliateCode) ?? '',
    realName: '',
    callingCode: DEFAULT_CALLING_CODE,
    phoneNumber: '',
    email: '',
    captcha: '',
    ageCheck: false,
  };
}

function currencyOf(code: string): Currency {
  return CURRENCIES.find((c) => c === code) ?? DEFAULT_CURRENCY;
}

export function toSignupRequest(v: RegisterValues): SignupRequest {
  const agentCode = readStored(STORAGE_KEYS.agentCode);
  return {
    username: desktopUsername(v.username),
    password: v.password,
    confirmPassword: v.confirmPassword,
    name: v.realName.trim(),
    phone: `${v.callingCode}${v.phoneNumber.replace(/\D/g, '')}`,
    email: v.email.trim(),
    referral_code: v.friendReferCode.trim(),
    ...(agentCode ? { agent_code: agentCode } : {}),
    currency: currencyOf(v.currencyType),
    status: 'active',
    captcha: v.captcha.trim(),
  };
}

/** /register: the desktop sign-up in two steps (spec 1 §2, §4, §5, §8). */
export default function RegisterPage() {
  const translate = useRegisterMessage();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [createPlayer] = useCreatePlayerMutation();
  const [login] = useLoginMutation();
  const [step, setStep] = useState<1 | 2>(1);
  const [nonce, setNonce] = useState(() => Date.now());
  const [formError, setFormError] = useState<string | null>(null);
  const [modalError, setModalError] = useState<string | null>(null);
  const initial = useRef(initialValues()).current;

  const reloadCaptcha = () => setNonce((n) => Math.max(n + 1, Date.now()));

  async function submit(values: RegisterValues, helpers: FormikHelpers<RegisterValues>) {
    setFormError(null);
    try {
      await createPlayer(toSignupRequest(values)).unwrap();
    } catch (err) {
      const e = toApiError(err);
      // Every attempt uses up the code: show a new picture and clear the field.
      reloadCaptcha();
      helpers.setFieldValue('captcha', '', false);
      if (e.status === null) {
        setFormError(MESSAGES.networkError);
        return;
      }
      const fieldErrors: FormikErrors<RegisterValues> = {};
      const other: string[] = [];
      for (const [key, list] of Object.entries(e.errors)) {
        const text = list[0];
        if (!text) continue;
        const field = SERVER_FIELD[key];
        if (field) (fieldErrors as Record<string, string>)[field] = text;
        else other.push(text);
      }
      const fields = Object.keys(fieldErrors) as (keyof RegisterValues)[];
      if (fields.length > 0) {
        helpers.setErrors(fieldErrors);
        helpers.setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
        if (fields.some((f) => STEP1_FIELDS.includes(f))) setStep(1);
      }
      if (other.length > 0) setFormError(other[0]!);
      else if (fields.length === 0) setFormError(e.message ?? MESSAGES.submissionFailed);
      return;
    }

    // Created: log in with the same credentials (spec 1 §4), then back to step 1 and home.
    try {
      const resp = await login({ username: desktopUsername(values.username), password: values.password }).unwrap();
      dispatch(loggedIn({ ...resp, afterSignup: true }));
    } catch (err) {
      // The account exists; the auto-login failure shows its message, then home (spec 1 §8).
      const e = toApiError(err);
      setModalError(e.status === null ? MESSAGES.networkError : (e.message ?? MESSAGES.invalidCredentials));
      helpers.resetForm({ values: initialValues() });
      setStep(1);
      return;
    }
    helpers.resetForm({ values: initialValues() });
    setStep(1);
    navigate('/');
  }

  return (
    <RegisterLayout step={step}>
      <Formik<RegisterValues>
        initialValues={initial}
        validate={step === 1 ? desktopSignupStep1Errors : undefined}
        validationSchema={step === 1 ? undefined : desktopSignupStep2Schema}
        onSubmit={submit}
      >
        {(form) =>
          step === 1 ? (
            <Step1
              form={form}
              error={formError}
              onNext={async () => {
                setFormError(null);
                const errors = await form.validateForm();
                const failed = STEP1_FIELDS.filter((f) => errors[f]);
                if (failed.length > 0) {
                  form.setTouched(Object.fromEntries(STEP1_FIELDS.map((f) => [f, true])), false);
                  return;
                }
                setStep(2);
              }}
            />
          ) : (
            <Step2
              form={form}
              error={formError}
              nonce={nonce}
              onReloadCaptcha={reloadCaptcha}
              onPrevious={() => {
                setFormError(null);
                setStep(1);
              }}
            />
          )
        }
      </Formik>
      <ErrorModal
        open={modalError !== null}
        html={modalError ? translate(modalError) : ''}
        onClose={() => {
          setModalError(null);
          navigate('/');
        }}
      />
    </RegisterLayout>
  );
}
