import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Btn } from './Btn';
import { Page } from './Page';
import { Panel, PanelBody } from './Panel';

const meta = {
  title: 'Console/Page',
  component: Page,
  args: {
    title: 'Deposits',
    subtitle: 'Pending deposits first; confirm one once the money has arrived.',
    actions: (
      <>
        <Btn>Refresh</Btn>
        <Btn $variant="primary">Export</Btn>
      </>
    ),
    children: (
      <Panel>
        <PanelBody>The page's content.</PanelBody>
      </Panel>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubtitleAndActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Deposits' });
    const header = title.closest('header');
    await expect(header).not.toBeNull();
    await expect(within(header!).getByText(/Pending deposits first/)).toBeVisible();
    // the actions sit in the header, to the right of the title, after it
    const exportButton = within(header!).getByRole('button', { name: 'Export' });
    await expect(exportButton.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
    // the content comes below the header
    await expect(canvas.getByText("The page's content.").getBoundingClientRect().top).toBeGreaterThanOrEqual(header!.getBoundingClientRect().bottom);
  },
};

export const TitleOnly: Story = {
  args: { subtitle: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('heading', { level: 1, name: 'Deposits' }).closest('header')!;
    await expect(header.querySelector('p')).toBeNull();
    await expect(within(header).queryAllByRole('button')).toHaveLength(0);
  },
};
