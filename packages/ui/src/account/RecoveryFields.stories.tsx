import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BoundField } from '../fieldBinder';
import { RecoveryRequestFields, RecoveryResetFields, type RecoveryChannel } from './RecoveryFields';

/** A plain state binder standing in for the apps' formik binder. */
function useBinder(initial: Record<string, string>) {
  const [values, setValues] = useState(initial);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const field = (name: string): BoundField => ({
    name,
    value: values[name] ?? '',
    onChange: (e) => set(name, e.target.value),
    onBlur: () => undefined,
    error: null,
  });
  return { field, set };
}

function Fields({ step }: { step: 'request' | 'reset' }) {
  const [channel, setChannel] = useState<RecoveryChannel>('email');
  const b = useBinder({ username: '', email: '', callingCode: '880', phone: '', captcha: '', otp: '', password: '', password_confirmation: '' });
  const [nonce, setNonce] = useState(1);
  const picture = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><rect width="120" height="44" fill="#f4f1e8"/><text x="20" y="30" font-size="22">12${nonce % 10}4</text></svg>`)}`;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 380 }}>
      {step === 'request' ? (
        <RecoveryRequestFields
          channel={channel}
          onChannel={setChannel}
          field={b.field}
          setFieldValue={b.set}
          captchaSrc={picture}
          onReloadCaptcha={() => setNonce((n) => n + 1)}
        />
      ) : (
        <RecoveryResetFields field={b.field} setFieldValue={b.set} />
      )}
    </div>
  );
}

const meta = { title: 'Account/RecoveryFields', component: Fields, args: { step: 'request' } } satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail first; the SMS tab swaps in the calling code and a digits-only phone; both tabs ask for the captcha. */
export const Request: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('input[name="email"]')).not.toBeNull();
    const code = () => canvasElement.querySelector<HTMLInputElement>('input[name="captcha"]')!;
    await userEvent.type(code(), '1a2');
    await expect(code()).toHaveValue('12');
    await userEvent.click(c.getByTestId('captcha-reload'));
    await expect(code()).toHaveValue('');
    await userEvent.click(c.getByTestId('forgot-tab-sms'));
    const phone = canvasElement.querySelector<HTMLInputElement>('input[name="phone"]')!;
    await userEvent.type(phone, '01a7-11');
    await expect(phone).toHaveValue('01711');
    await expect(c.getByTestId('captcha-image')).toBeVisible();
  },
};

/** The OTP takes digits only. */
export const Reset: Story = {
  args: { step: 'reset' },
  play: async ({ canvasElement }) => {
    const otp = canvasElement.querySelector<HTMLInputElement>('input[name="otp"]')!;
    await userEvent.type(otp, '12x34');
    await expect(otp).toHaveValue('1234');
  },
};
