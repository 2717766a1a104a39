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
  const b = useBinder({ username: '', email: '', callingCode: '880', phone: '', altcha: '', otp: '', password: '', password_confirmation: '' });
  // No server here: the widget shows its failure state when it is ticked.
  const botCheck = { round: 0, loadChallenge: () => Promise.reject(new Error('no server in the story')) };
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 380 }}>
      {step === 'request' ? (
        <RecoveryRequestFields
          channel={channel}
          onChannel={setChannel}
          field={b.field}
          setFieldValue={b.set}
          botCheck={botCheck}
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

/** E-mail first; the SMS tab swaps in the calling code and a digits-only phone; both tabs show the bot check. */
export const Request: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('input[name="email"]')).not.toBeNull();
    await expect(c.getByTestId('bot-check')).toBeInTheDocument();
    await userEvent.click(c.getByTestId('forgot-tab-sms'));
    const phone = canvasElement.querySelector<HTMLInputElement>('input[name="phone"]')!;
    await userEvent.type(phone, '01a7-11');
    await expect(phone).toHaveValue('01711');
    await expect(c.getByTestId('bot-check')).toBeInTheDocument();
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
