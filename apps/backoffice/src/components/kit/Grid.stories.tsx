import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from './Grid';
import { Panel, PanelBody } from './Panel';

const meta = {
  title: 'Console/Grid',
  component: Grid,
  args: { $cols: '2fr 1fr', $gap: 16 },
  render: (args) => (
    // Each column is its own block (as on the dashboard): two Panels side by side would take the 16 px that Panel
    // puts between panels stacked one after the other.
    <Grid {...args} style={{ width: 616 }}>
      <div data-testid="wide">
        <Panel>
          <PanelBody>Player profile</PanelBody>
        </Panel>
        <Panel>
          <PanelBody>Ledger</PanelBody>
        </Panel>
      </div>
      <div data-testid="narrow">
        <Panel>
          <PanelBody>Adjust balance</PanelBody>
        </Panel>
      </div>
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoToOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wide = canvas.getByTestId('wide').getBoundingClientRect();
    const narrow = canvas.getByTestId('narrow').getBoundingClientRect();
    await expect(wide.width).toBeCloseTo(400, 0);
    await expect(narrow.width).toBeCloseTo(200, 0);
    await expect(narrow.left - wide.right).toBeCloseTo(16, 0);
  },
};

export const EqualColumns: Story = {
  args: { $cols: undefined, $gap: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const a = canvas.getByTestId('wide').getBoundingClientRect();
    const b = canvas.getByTestId('narrow').getBoundingClientRect();
    await expect(a.width).toBeCloseTo(b.width, 0);
    await expect(a.top).toBe(b.top);
  },
};
