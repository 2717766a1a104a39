import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SenderPhoneSelect } from './SenderPhoneSelect';

function Sender({ phones }: { phones: string[] }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: 380 }}>
      <SenderPhoneSelect
        field={{ name: 'account_number', value, onChange: (e) => setValue(e.target.value), onBlur: () => undefined, error: null }}
        phones={phones}
      />
    </div>
  );
}

const meta = {
  title: 'Funds/SenderPhoneSelect',
  component: Sender,
  args: { phones: ['01712345678', '01812345678'] },
} satisfies Meta<typeof Sender>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player picks the phone the money came from. */
export const Pick: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByTestId('sender-phone');
    await userEvent.selectOptions(select, '01812345678');
    await expect(select).toHaveValue('01812345678');
  },
};
