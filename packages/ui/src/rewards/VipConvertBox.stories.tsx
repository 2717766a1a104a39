import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VipConvertBox } from './VipConvertBox';

const meta = {
  title: 'Rewards/VipConvertBox',
  component: VipConvertBox,
  args: { vipCoin: 37, minVp: 10, rate: '0.50', onConvert: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof VipConvertBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vip-convert-min')).toHaveTextContent('Minimum VP Required: 10');
    await userEvent.type(canvas.getByTestId('vip-convert-input'), '20');
    await expect(canvas.getByTestId('vip-convert-preview')).toHaveTextContent('৳10.00');
    await userEvent.click(canvas.getByTestId('vip-convert-submit'));
    await expect(args.onConvert).toHaveBeenCalledWith(20);
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('vip-convert-input'), '9');
    await expect(canvas.getByTestId('vip-convert-hint')).toHaveTextContent(
      'Not enough points. Points must follow minimum VP required to convert.',
    );
    await userEvent.click(canvas.getByTestId('vip-convert-submit'));
    await expect(args.onConvert).not.toHaveBeenCalled();
  },
};

export const OtherMinimum: Story = {
  args: { minVp: 4000, vipCoin: 5200, rate: '0.25' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('vip-convert-min')).toHaveTextContent('4,000');
  },
};

export const Converting: Story = { args: { busy: true } };

export const Converted: Story = { args: { result: { kind: 'success', text: 'You converted 20 VP into ৳10.00.' } } };

export const Failed: Story = { args: { result: { kind: 'error', text: 'An error occurred while converting coins' } } };

export const Paused: Story = { args: { enabled: false } };
