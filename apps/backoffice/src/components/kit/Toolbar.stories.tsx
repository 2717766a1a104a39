import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Btn } from './Btn';
import { Input } from './Input';
import { Select } from './Select';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Console/Toolbar',
  component: Toolbar,
  render: () => (
    <Toolbar>
      <Input placeholder="Username or ID" aria-label="Search" style={{ width: 200 }} />
      <Select aria-label="Method" style={{ width: 140 }}>
        <option>bKash</option>
        <option>Nagad</option>
      </Select>
      <Btn $variant="primary">Search</Btn>
    </Toolbar>
  ),
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('textbox', { name: 'Search' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Search' }).getBoundingClientRect();
    await expect(Math.abs(search.top + search.height / 2 - (button.top + button.height / 2))).toBeLessThan(1);
    await expect(button.left).toBeGreaterThan(search.right);
  },
};

export const WrapsWhenNarrow: Story = {
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('textbox', { name: 'Search' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Search' }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(search.bottom);
    await expect(button.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};
