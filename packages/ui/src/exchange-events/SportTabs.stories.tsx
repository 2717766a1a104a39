import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SportTabs } from './SportTabs';

const meta = {
  title: 'Exchange/SportTabs',
  component: SportTabs,
  args: { value: 'cricket', onChange: fn(), liveCounts: { cricket: 2, soccer: 0, tennis: 12 } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 360 }}>
        <SportTabs
          {...args}
          value={value}
          onChange={(s) => {
            setValue(s);
            args.onChange(s);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SportTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLiveCounts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sport-tab-cricket')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('sport-tab-tennis')).toHaveTextContent('12');
    await expect(canvas.getByTestId('sport-tab-soccer')).not.toHaveTextContent(/\d/);
    await userEvent.click(canvas.getByTestId('sport-tab-soccer'));
    await expect(args.onChange).toHaveBeenCalledWith('soccer');
    await expect(canvas.getByTestId('sport-tab-soccer')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByTestId('sport-tab-tennis')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('tennis');
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('sport-tab-soccer')).toHaveTextContent('ফুটবল');
  },
};
