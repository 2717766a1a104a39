import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddPhoneDialog, BirthdayDialog } from './ProfileDialogs';
import { CodeDialog } from './CodeDialog';

function Dialogs({ which }: { which: 'birthday' | 'phone' | 'code' }) {
  if (which === 'birthday') return <BirthdayDialog open saving={false} onConfirm={fn(async () => true)} onClose={fn()} />;
  if (which === 'phone') return <AddPhoneDialog open onSubmit={fn(async () => 'The phone has already been taken.')} onClose={fn()} />;
  return <CodeDialog open title="Verify phone" to="+880 1712-345678" deadline={Date.now() + 120_000} submitting={false} resending={false} onSubmit={fn()} onResend={fn()} onClose={fn()} />;
}

const meta = {
  title: 'Account/ProfileDialogs',
  component: Dialogs,
  args: { which: 'birthday' },
} satisfies Meta<typeof Dialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An under-18 date is refused by the shared rule; an adult date goes to the confirm step (locked once saved). */
export const Birthday: Story = {
  play: async () => {
    const c = within(document.body);
    const input = c.getByTestId('birthday-input');
    await userEvent.type(input, '2020-01-01');
    await userEvent.click(c.getByTestId('birthday-save'));
    await expect(c.queryByTestId('birthday-confirm')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, '1990-05-17');
    await userEvent.click(c.getByTestId('birthday-save'));
    await expect(c.getByTestId('birthday-chosen')).toHaveTextContent('17/05/1990');
  },
};

/** A bad number is refused before any call; the server's field error is shown under the field. */
export const AddPhone: Story = {
  args: { which: 'phone' },
  play: async () => {
    const c = within(document.body);
    await userEvent.type(c.getByTestId('add-phone-input'), '12');
    await userEvent.click(c.getByTestId('add-phone-submit'));
    await expect(c.getByTestId('add-phone-dialog')).toHaveTextContent(/phone/i);
    await userEvent.clear(c.getByTestId('add-phone-input'));
    await userEvent.type(c.getByTestId('add-phone-input'), '1712345678');
    await userEvent.click(c.getByTestId('add-phone-submit'));
    await expect(await c.findByText('The phone has already been taken.')).toBeInTheDocument();
  },
};

/** The code field takes digits only and Verify waits for all six. */
export const Code: Story = {
  args: { which: 'code' },
  play: async () => {
    const c = within(document.body);
    await userEvent.type(c.getByTestId('code-input'), '12a34');
    await expect(c.getByTestId('code-input')).toHaveValue('1234');
    await expect(c.getByTestId('code-submit')).toBeDisabled();
    await userEvent.type(c.getByTestId('code-input'), '56');
    await expect(c.getByTestId('code-submit')).toBeEnabled();
  },
};
