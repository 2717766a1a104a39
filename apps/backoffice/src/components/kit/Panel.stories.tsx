import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Btn } from './Btn';
import { Panel, PanelBody, PanelHead } from './Panel';

const meta = {
  title: 'Console/Panel',
  component: Panel,
  render: () => (
    <div style={{ maxWidth: 520 }}>
      <Panel data-testid="first">
        <PanelHead>
          <h2>Pending withdrawals</h2>
          <Btn $size="xs">See all</Btn>
        </PanelHead>
        <PanelBody>3 waiting, the oldest for 12 minutes.</PanelBody>
      </Panel>
      <Panel data-testid="second">
        <PanelBody>A second panel keeps its distance.</PanelBody>
      </Panel>
    </div>
  ),
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadAndBody: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByTestId('first');
    const heading = within(first).getByRole('heading', { level: 2, name: 'Pending withdrawals' });
    // the head's action sits on the same line as its title, at the right
    const action = within(first).getByRole('button', { name: 'See all' });
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    // panels that follow each other are 16 px apart
    const gap = canvas.getByTestId('second').getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
};
