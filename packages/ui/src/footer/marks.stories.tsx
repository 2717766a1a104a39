import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAYMENT_MARKS, PaymentMarkSvg, RESPONSIBLE_MARKS, ResponsibleMarkSvg } from './marks';

function AllMarks() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {[...PAYMENT_MARKS, 'Nagad' as const, 'Rocket' as const].map((m) => (
          <PaymentMarkSvg key={m} mark={m} bankLabel="Bank deposit" />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {RESPONSIBLE_MARKS.map((m) => (
          <ResponsibleMarkSvg key={m} mark={m} label={m} />
        ))}
      </div>
    </div>
  );
}

const meta = { title: 'Footer/Marks', component: AllMarks } satisfies Meta<typeof AllMarks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn payment and responsible-gaming marks. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(PAYMENT_MARKS.length + 2 + RESPONSIBLE_MARKS.length);
    await expect(canvas.getByTestId('pay-mark-bKash')).toHaveAccessibleName('bKash');
  },
};
