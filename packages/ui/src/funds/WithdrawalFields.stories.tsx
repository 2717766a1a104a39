import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PaymentMethod } from '@khela/domain';
import { AccountNumberField, SubmitButton, WithdrawMethodSelect } from './WithdrawalFields';

const methods: PaymentMethod[] = [
  { id: 1, name: 'bKash', icon: '', status: 'active', bonus: 0, withdraw: true },
  { id: 2, name: 'Nagad', icon: '', status: 'active', bonus: 0, withdraw: true },
];

function Fields({ busy }: { busy: boolean }) {
  const [account, setAccount] = useState('');
  const [method, setMethod] = useState('');
  return (
    <form style={{ display: 'grid', gap: 16, maxWidth: 380 }} onSubmit={(e) => e.preventDefault()}>
      <AccountNumberField value={account} onChange={setAccount} verifiedPhones={['8801712345678']} onPickPhone={(p) => setAccount(`0${p.slice(3)}`)} />
      <WithdrawMethodSelect methods={methods} loading={false} value={method} onChange={setMethod} />
      <SubmitButton busy={busy} testId="withdraw-submit" />
    </form>
  );
}

const meta = {
  title: 'Funds/WithdrawalFields',
  component: Fields,
  args: { busy: false },
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified phone fills the account number in one tap. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('withdraw-phone-chip'));
    await expect(c.getByTestId('withdraw-account')).toHaveValue('01712345678');
    await expect(c.getByTestId('withdraw-submit')).toHaveTextContent('Submit');
  },
};

/** While the request runs the button reads the spec's 'Submitting...' and no spinner takes its place. */
export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('withdraw-submit');
    await expect(button).toHaveTextContent('Submitting...');
    await expect(button).toBeDisabled();
    await expect(button.querySelector('svg, [role="status"]')).toBeNull();
  },
};
