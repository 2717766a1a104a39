import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BoundField } from '../fieldBinder';
import { LoginFields } from './LoginFields';

function Fields({ error }: { error: string | null }) {
  const [values, setValues] = useState({ username: '', password: '' });
  const field = (name: 'username' | 'password'): BoundField => ({
    name,
    value: values[name],
    onChange: (e) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => undefined,
    error: name === 'password' ? error : null,
  });
  return (
    <form style={{ display: 'grid', gap: 16, maxWidth: 380 }} onSubmit={(e) => e.preventDefault()}>
      <LoginFields field={field} />
    </form>
  );
}

const meta = { title: 'Account/LoginFields', component: Fields, args: { error: null } } satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username and a hidden password, typed in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Username'), 'player01');
    await expect(c.getByLabelText('Username')).toHaveValue('player01');
    await expect(c.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(c.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** A field's error shows under it. */
export const WithError: Story = {
  args: { error: 'Please enter your password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please enter your password')).toBeInTheDocument();
  },
};
