import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Countdown, DeadlineCountdown, useCountdown } from './Countdown';
import { Row } from './Layout';

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { seconds: 300, onDone: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerificationCode: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent(/^0(5:00|4:5\d)$/);
    await waitFor(() => expect(timer).toHaveTextContent('04:59'), { timeout: 2500 });
  },
};

export const PaymentArrival: Story = {
  args: { seconds: 30 * 60 },
};

export const FinishesAndCallsOnDone: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent('00:00'), { timeout: 4000 });
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

function SendCode() {
  const { remaining, text, restart } = useCountdown(3, true);
  return (
    <Row gap={3}>
      <Button disabled={remaining > 0} onClick={restart} data-testid="resend">
        {remaining > 0 ? `Resend in ${text}` : 'Resend code'}
      </Button>
    </Row>
  );
}

export const HookResendButton: Story = {
  render: () => <SendCode />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('resend');
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toHaveTextContent('Resend code'), { timeout: 5000 });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Resend in 00:03');
  },
};

/** DeadlineCountdown: what is left of a deadline two minutes away. */
export const UntilDeadline: Story = {
  render: (args) => <DeadlineCountdown deadline={Date.now() + 120_000} onDone={args.onDone ?? (() => undefined)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/^0(2:00|1:5\d)$/);
  },
};
