import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountText } from './AmountText';
import { Button } from './Button';
import { Icon } from './Icon';
import { Card, Row, Stack } from './Layout';

const meta = {
  title: 'UI/Layout',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardStackRow: Story = {
  render: () => (
    <Stack gap={4} style={{ maxWidth: 412 }}>
      <Card>
        <Stack gap={2}>
          <Row justify="space-between">
            <strong>Main Wallet</strong>
            <Icon name="wallet" />
          </Row>
          <span style={{ color: '#f5c242', fontSize: 24, fontWeight: 700 }}>
            <AmountText value="0.00" currency="৳" />
          </span>
          <Row gap={2}>
            <Button size="sm">Deposit</Button>
            <Button size="sm" variant="secondary">
              Withdrawal
            </Button>
          </Row>
        </Stack>
      </Card>
      <Card padded={false}>
        <Row gap={3} style={{ padding: 16 }}>
          <Icon name="vip" />
          <span style={{ flex: 1 }}>VIP</span>
          <Icon name="chevronRight" />
        </Row>
      </Card>
    </Stack>
  ),
};
