import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatComposer } from './ChatComposer';

const meta = {
  title: 'Support/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn((_text: string, _image: File | null): Promise<boolean> | boolean => true), onTyping: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 412 }}><Story /></div>],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByTestId('chat-input');
    await userEvent.type(input, '  Hello there  ');
    await expect(args.onTyping).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello there', null);
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

export const ShiftEnterNewLine: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByTestId('chat-input');
    await userEvent.type(input, 'one{Shift>}{Enter}{/Shift}two');
    await expect(input).toHaveValue('one\ntwo');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const WhitespaceCannotBeSent: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('chat-input'), '    ');
    await expect(c.getByTestId('chat-send')).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const FailedSendKeepsText: Story = {
  args: { onSend: fn((_text: string, _image: File | null): Promise<boolean> | boolean => Promise.resolve(false)) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('chat-input'), 'Keep me');
    await userEvent.click(c.getByTestId('chat-send'));
    await expect(args.onSend).toHaveBeenCalled();
    await expect(c.getByTestId('chat-input')).toHaveValue('Keep me');
  },
};

export const ImageTooBig: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(c.getByTestId('chat-file'), { target: { files: [big] } });
    await expect(await c.findByTestId('chat-composer-error')).toHaveTextContent('larger than 5 MB');
    await expect(c.queryByTestId('chat-composer-image')).toBeNull();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const ImageWrongType: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(c.getByTestId('chat-file'), { target: { files: [gif] } });
    await expect(await c.findByTestId('chat-composer-error')).toHaveTextContent('JPEG, PNG or WebP');
  },
};

export const ImageAttached: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });
    fireEvent.change(c.getByTestId('chat-file'), { target: { files: [png] } });
    await expect(await c.findByTestId('chat-composer-image')).toHaveTextContent('receipt.png');
    await userEvent.type(c.getByTestId('chat-input'), 'My receipt');
    await userEvent.click(c.getByTestId('chat-send'));
    await expect(args.onSend).toHaveBeenCalledWith('My receipt', png);
    await waitFor(() => expect(c.queryByTestId('chat-composer-image')).toBeNull());
  },
};

export const Disabled: Story = { args: { disabled: true } };
