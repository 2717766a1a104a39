import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';

/** A stand-in for the GET /captcha picture (the real one is drawn by the server, digits as paths). */
function picture(n: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" rx="6" fill="#f4f1e8"/><path d="M0 ${10 + (n % 20)} Q 60 0 120 30" stroke="#1f3f8f" stroke-opacity="0.35" fill="none"/><text x="60" y="30" font-size="22" font-family="monospace" text-anchor="middle" fill="#0f7a4f">${String(4821 + n).slice(-4)}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Holds the value and the picture's nonce as a form would; Reload shows a new picture and clears the field. */
function Controlled({ onReload, error, layout }: Pick<CaptchaFieldProps, 'onReload' | 'error' | 'layout'>) {
  const [value, setValue] = useState('');
  const [nonce, setNonce] = useState(0);
  return (
    <CaptchaField
      src={picture(nonce)}
      value={value}
      error={error}
      layout={layout}
      onChange={(e) => setValue(e.target.value)}
      onReload={() => {
        onReload();
        setNonce((n) => n + 1);
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'UI/CaptchaField',
  component: CaptchaField,
  args: { src: picture(0), value: '', onChange: fn(), onReload: fn(), layout: 'inline' },
  argTypes: { layout: { control: 'inline-radio', options: ['inline', 'stacked'] } },
  render: (args) => <Controlled onReload={args.onReload} error={args.error} layout={args.layout} />,
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop registration step 2: input, picture and Reload on one row. */
export const Inline: Story = {
  decorators: [(Story) => (
    <div style={{ maxWidth: 520 }}>
      <Story />
    </div>
  )],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Verification Code');
    await expect(input).toHaveAttribute('name', 'captcha');
    await expect(input).toHaveAttribute('maxlength', '4');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByAltText('Verification code picture')).toBeInTheDocument();
    await userEvent.type(input, '48215');
    await expect(input).toHaveValue('4821');
    const before = canvas.getByTestId('captcha-image').getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'Show a new verification code' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
    await expect(canvas.getByTestId('captcha-image').getAttribute('src')).not.toBe(before);
  },
};

/** Mobile sign-up: the input keeps the full width of a phone; the picture and Reload sit under it. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  decorators: [(Story) => (
    <div style={{ maxWidth: 348 }}>
      <Story />
    </div>
  )],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Verification Code');
    const image = canvas.getByTestId('captcha-image');
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(input.getBoundingClientRect().bottom - 1);
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};

export const WithError: Story = {
  args: { error: 'The verification code is incorrect.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Verification Code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The verification code is incorrect.');
  },
};
