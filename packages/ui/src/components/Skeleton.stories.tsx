import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Row, Stack } from './Layout';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: 200, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const GameCardPlaceholder: Story = {
  render: () => (
    <Card style={{ maxWidth: 412 }}>
      <Stack gap={3}>
        <Skeleton height={140} radius="12px" />
        <Row gap={3}>
          <Skeleton width={44} height={44} radius="50%" />
          <Stack gap={2} style={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" height={12} />
          </Stack>
        </Row>
      </Stack>
    </Card>
  ),
};
