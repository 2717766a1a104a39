import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LanguageDialog, type LanguageCode } from './LanguageDialog';

const meta = {
  title: 'UI/LanguageDialog',
  component: LanguageDialog,
  args: { open: true, value: 'en', onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof LanguageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    const en = within(dialog).getByRole('radio', { name: 'English' });
    const bn = within(dialog).getByRole('radio', { name: 'বাংলা' });
    await expect(en).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(bn);
    await expect(args.onSelect).toHaveBeenCalledWith('bn');
  },
};

export const SelectedBangla: Story = { args: { value: 'bn' } };

export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<LanguageCode>(args.value);
    return (
      <LanguageDialog
        {...args}
        value={value}
        onSelect={(lng) => {
          setValue(lng);
          args.onSelect(lng);
        }}
      />
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'বাংলা' }));
    await expect(within(dialog).getByRole('radio', { name: 'বাংলা' })).toHaveAttribute('aria-checked', 'true');
  },
};
