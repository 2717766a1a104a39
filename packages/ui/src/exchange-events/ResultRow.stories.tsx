import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultRow } from './ResultRow';
import { results, STORY_NOW } from './fixtures';

const meta = {
  title: 'Exchange/ResultRow',
  component: ResultRow,
  args: { result: results[0]!, now: STORY_NOW },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResultRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Winner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('result-outcome')).toHaveTextContent('Winner: Rangpur Riders');
    await expect(canvas.getByText('Settled Today 13:10')).toBeVisible();
  },
};

export const Void: Story = {
  args: { result: results[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('result-outcome')).toHaveTextContent(/Void/);
  },
};

export const AwaitingResult: Story = {
  args: { result: results[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('result-outcome')).toHaveTextContent('Awaiting result');
    await expect(canvas.queryByText(/Settled/)).toBeNull();
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('result-outcome')).toHaveTextContent('বিজয়ী: Rangpur Riders');
  },
};
