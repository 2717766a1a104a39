import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field';
import { FormGrid } from './FormGrid';
import { Input } from './Input';
import { Textarea } from './Textarea';

const meta = {
  title: 'Console/FormGrid',
  component: FormGrid,
  args: { $cols: 2 },
  render: (args) => (
    <FormGrid {...args} style={{ width: 600 }}>
      <Field label="Name">{(id) => <Input id={id} />}</Field>
      <Field label="Minimum deposit">{(id) => <Input id={id} inputMode="decimal" />}</Field>
      <Field label="Description" className="span-all">
        {(id) => <Textarea id={id} />}
      </Field>
    </FormGrid>
  ),
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Name').getBoundingClientRect();
    const min = canvas.getByLabelText('Minimum deposit').getBoundingClientRect();
    const description = canvas.getByLabelText('Description').getBoundingClientRect();
    await expect(name.top).toBe(min.top);
    await expect(min.left).toBeGreaterThan(name.right);
    // `span-all` takes the whole row
    await expect(description.top).toBeGreaterThan(name.bottom);
    await expect(description.width).toBeCloseTo(600, 0);
  },
};

export const ThreeColumns: Story = {
  args: { $cols: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Name').getBoundingClientRect();
    await expect(name.width).toBeLessThan(600 / 3);
  },
};
