import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const TEXT = {
  title: 'Khela: online casino and cricket exchange in Bangladesh',
  body: [
    'Khela is an online casino and betting exchange for players in Bangladesh. Sign up in a minute with your phone number and deposit in taka.',
    'Live casino\nSit at live baccarat, roulette, blackjack, Teen Patti and Andar Bahar tables with real dealers, streamed in HD around the clock.',
    'Slots and crash games\nHundreds of slots from leading studios, plus Crash, Dice, Mines and Plinko: our own provably fair games.',
    'Cricket exchange\nBack and lay on the BPL, the IPL, the T20 World Cup and every international match.',
    'Fast payments\nDeposits are credited in minutes and withdrawals are paid to your own wallet, with no hidden fees.',
    'Please play responsibly. Khela is only for adults aged 18 and over.',
  ].join('\n\n'),
};

const meta = {
  title: 'Footer/SiteFooter',
  component: SiteFooter,
  args: {
    variant: 'mobile',
    foldPx: 200,
    siteName: 'Khela',
    text: TEXT,
    licence: { title: 'Licence', body: 'Khela is operated by Khela Entertainment N.V. (demo), registered in Curaçao. 18+ only. Please play responsibly.' },
    supportMail: 'support@khela.local',
    whatsapp: 'https://wa.me/8801700000000',
    onLiveChat: () => undefined,
    socials: [
      { name: 'Facebook', link: 'https://facebook.com/khela.games' },
      { name: 'Telegram', link: 'https://t.me/khela_games' },
    ],
    sponsorImage: null,
    appUrl: 'https://example.com/khela.apk',
    paths: { signup: '/signup', deposit: '/deposit', withdraw: '/withdrawal', promotions: '/promotions' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mobile: the text folded at 200 px; Show More unfolds it, Show Less folds it again. */
export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByTestId('footer-text');
    await expect(text).toHaveAttribute('data-folded', 'true');
    await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(201);
    await userEvent.click(canvas.getByTestId('footer-toggle'));
    await expect(text).toHaveAttribute('data-folded', 'false');
    await expect(canvas.getByTestId('footer-toggle')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByTestId('footer-toggle'));
    await expect(text).toHaveAttribute('data-folded', 'true');
    for (const m of ['bankDeposit', 'bKash', 'UPAY', 'OKWallet', 'SureCash', 'tapPay', 'USDT', 'BTC']) {
      await expect(canvas.getByTestId(`pay-mark-${m}`).tagName.toLowerCase()).toBe('svg');
    }
    await expect(canvas.getByTestId('footer-about')).toHaveAttribute('href', '/about-us');
    await expect(canvas.getByTestId('footer-rg')).toHaveAttribute('href', '/responsible-gaming');
    await expect(canvas.getByTestId('footer-affiliate')).toHaveAttribute('href', '/affiliate');
    await expect(canvas.getByTestId('footer-app')).toHaveAttribute('href', 'https://example.com/khela.apk');
    // The year as a year is written: "© 2026", never "© 2,026".
    await expect(canvasElement.textContent ?? '').toMatch(/© \d{4} /);
  },
};

/** Desktop: four columns; a text shorter than 970 px is not folded. */
export const Desktop: Story = {
  args: { variant: 'desktop', foldPx: 970 },
  decorators: [(Story) => <div style={{ width: 1240 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // measured once laid out (before the first paint)
    await waitFor(() => expect(canvas.getByTestId('footer-text')).toHaveAttribute('data-folded', 'false'));
    await expect(canvas.queryByTestId('footer-toggle')).toBeNull();
  },
};

/** Without the optional data: no live chat, app link, sponsor or social links. */
export const Minimal: Story = {
  args: { onLiveChat: undefined, whatsapp: undefined, appUrl: null, socials: [], text: null, licence: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('footer-app')).toBeNull();
    await expect(canvas.queryByTestId('footer-livechat')).toBeNull();
    await expect(canvas.queryByTestId('footer-text')).toBeNull();
  },
};

/** The server's active methods: drawn marks for the ones we know (Nagad, Rocket included), the name otherwise. */
export const ServerPaymentMethods: Story = {
  args: {
    paymentMethods: [{ name: 'bKash' }, { name: 'Nagad' }, { name: 'Rocket' }, { name: 'Upay' }, { name: 'Cellfin', icon: '' }],
    appUrl: null,
    onInstallApp: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByTestId('footer-payment-method');
    await expect(items.map((i) => i.getAttribute('data-name'))).toEqual(['bKash', 'Nagad', 'Rocket', 'Upay', 'Cellfin']);
    await expect(canvas.getByTestId('pay-mark-Nagad')).toHaveAccessibleName('Nagad');
    await expect(canvas.getByTestId('pay-mark-Rocket')).toHaveAccessibleName('Rocket');
    await expect(canvas.getByRole('img', { name: 'Cellfin' })).toHaveTextContent('Cellfin');
    await expect(canvas.queryByTestId('pay-mark-OKWallet')).toBeNull();
    // No APK: the app item installs the site instead.
    await userEvent.click(canvas.getByTestId('footer-app'));
    await expect(args.onInstallApp).toHaveBeenCalledTimes(1);
  },
};
