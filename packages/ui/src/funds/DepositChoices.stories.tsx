import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AccountType, PaymentChannel, PaymentMethod, Poisha, Promotion } from '@khela/domain';
import { ChannelChoices, MethodChoices, PaymentTypeChoices, PromotionChoices, QuickAmounts, type ChoicesLayout } from './DepositChoices';

const methods: PaymentMethod[] = [
  { id: 1, name: 'bKash', icon: '', status: 'active', bonus: 2, withdraw: true },
  { id: 2, name: 'Nagad', icon: '', status: 'active', bonus: 0, withdraw: true },
  { id: 3, name: 'Rocket', icon: '', status: 'active', bonus: 0, withdraw: false },
];
const channels: PaymentChannel[] = [
  { id: 11, name: 'Cash Out', account_type: 'Agent', type: 'Cash Out', min: '200.00', max: '25000.00', payment_method_id: 1 },
  { id: 12, name: 'Send Money', account_type: 'Agent', type: 'Send Money', min: '500.00', max: '30000.00', payment_method_id: 1 },
];
const promo = (id: number, name: string, name_bn: string): Promotion =>
  ({ id, name, name_bn, desc: '', description_bn: '', thumbnail: '', start_date: '2026-11-01', end_date: '2026-12-31', status: 'active', categories: [99], deposit_bouns: 50, max_bonus: '2000.00', min_deposit: '500.00', turnover: 10 }) as Promotion;
const promotions = [promo(7, 'First deposit 50% bonus', 'প্রথম ডিপোজিটে ৫০% বোনাস'), promo(8, 'Weekend reload', 'সপ্তাহান্তের রিলোড')];

/** The whole set as the deposit form draws it, with its own state. */
function Choices({ layout }: { layout: ChoicesLayout }) {
  const [promotion, setPromotion] = useState<number | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [type, setType] = useState<AccountType | null>(null);
  const [channel, setChannel] = useState<number | null>(null);
  const [amount, setAmount] = useState<Poisha | null>(null);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: layout === 'wide' ? 760 : 380 }}>
      <PromotionChoices promotions={promotions} used={new Set([8])} loading={false} selected={promotion} onChoose={setPromotion} labelledBy="p" layout={layout} />
      <MethodChoices methods={methods} loading={false} selected={method} onChoose={setMethod} logoSrc={() => null} labelledBy="m" layout={layout} />
      <PaymentTypeChoices available={new Set<AccountType>(['Agent'])} selected={type} onChoose={setType} labelledBy="t" />
      <ChannelChoices channels={type ? channels : []} selected={channel} onChoose={setChannel} labelledBy="c" />
      <QuickAmounts amounts={[500_00n, 1000_00n, 5000_00n]} add={false} current={amount} onPick={setAmount} label="Quick amounts" layout={layout} />
    </div>
  );
}

const meta = {
  title: 'Funds/DepositChoices',
  component: Choices,
  args: { layout: 'phone' },
} satisfies Meta<typeof Choices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing down the form: a used promotion cannot be picked; only the method's types are enabled; channels show their ranges. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('promotion-option-8')).toBeDisabled();
    await userEvent.click(c.getByTestId('promotion-option-7'));
    await expect(c.getByTestId('promotion-option-7')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(c.getByTestId('payment-method-Nagad'));
    await expect(c.getByTestId('payment-method-Nagad')).toHaveAttribute('aria-checked', 'true');
    await expect(c.getByTestId('payment-type-Personal')).toBeDisabled();
    await userEvent.click(c.getByTestId('payment-type-Agent'));
    await expect(c.getByTestId('channel-11')).toHaveTextContent('৳200');
    await userEvent.click(c.getByTestId('quick-amount-1000'));
    await expect(c.getByTestId('quick-amount-1000')).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The desktop Member Center's cards: two promotions a row, wider method tiles. */
export const Wide: Story = { args: { layout: 'wide' } };
