import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from '@khela/i18n';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { text: 'No Data' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

function Translated() {
  const { t } = useTranslation('ui');
  return <EmptyState text={t('noData')} />;
}

/** Switch the toolbar language to বাংলা to see the translation. */
export const NoData: Story = {
  render: () => <Translated />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('empty-state')).toHaveTextContent(/No Data|কোনো তথ্য নেই/);
  },
};

export const WithAction: Story = {
  args: { text: 'No records in this period', icon: 'history' },
  render: (args) => (
    <EmptyState {...args}>
      <Button variant="secondary" size="sm">
        Refresh
      </Button>
    </EmptyState>
  ),
};
