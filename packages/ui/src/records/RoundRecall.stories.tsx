import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RoundRecall, type RecalledRound } from './RoundRecall';

const dice: RecalledRound = {
  id: '1842',
  platform: 'KHELA',
  provider_name: 'Khela Originals',
  own: true,
  game_code: 'dice',
  game_name: 'Dice',
  game_name_bn: 'ডাইস',
  round_ref: 'req7x2k9a1',
  status: 'won',
  stake: '100.00',
  payout: '198.00',
  net: '98.00',
  multiplier: '1.9800',
  created_at: '2026-11-24T07:29:00.000Z',
  settled_at: '2026-11-24T07:29:00.000Z',
  params: { target: 50, direction: 'under' },
  outcome: { roll: 23.41, win: true, multiplier: 1.98 },
  fair: {
    public_id: '0b9a3c1e-7f3d-4a52-9d0e-1c2b3a4d5e6f',
    server_seed_hash: '5f0c8a8e3b6d2f1a9c7e4b0d8f6a2c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a',
    server_seed: null,
    client_seed: 'a1b2c3d4e5f6',
    nonce: 41,
    verify_url: '/play/verify?round=0b9a3c1e-7f3d-4a52-9d0e-1c2b3a4d5e6f',
  },
  crash: null,
};

const mines: RecalledRound = {
  ...dice,
  id: '1843',
  game_code: 'mines',
  game_name: 'Mines',
  game_name_bn: 'মাইনস',
  status: 'lost',
  payout: '0.00',
  net: '-100.00',
  multiplier: '0.0000',
  params: { mines: 3 },
  outcome: { revealed: [0, 6], mines: [3, 12, 24], multiplier: 0, next_multiplier: null },
  fair: { ...dice.fair!, server_seed: '9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5f0c8a8e3b6d2f1a9c7e4b0d8f6a', nonce: 42 },
};

const keno: RecalledRound = {
  ...dice,
  id: '1844',
  game_code: 'keno',
  game_name: 'Keno',
  game_name_bn: 'কেনো',
  payout: '300.00',
  net: '200.00',
  multiplier: '3.0000',
  params: { picks: [1, 2, 3, 4, 5] },
  outcome: { drawn: [2, 5, 9, 14, 21, 27, 33, 38, 40, 11], hits: [2, 5], multiplier: 3 },
};

const provider: RecalledRound = {
  ...dice,
  id: '1845',
  platform: 'JILI',
  provider_name: 'JILI',
  own: false,
  game_code: 'boxing-king',
  game_name: 'Boxing King',
  game_name_bn: '',
  round_ref: 'JL-778812-03',
  status: 'lost',
  payout: '0.00',
  net: '-100.00',
  multiplier: '0.0000',
  params: null,
  outcome: null,
  fair: null,
};

const meta = {
  title: 'Records/RoundRecall',
  component: RoundRecall,
  args: { round: dice },
  decorators: [(Story) => <div style={{ maxWidth: 412 }}>{Story()}</div>],
} satisfies Meta<typeof RoundRecall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A won Dice round: the roll against its target, Dhaka time (07:29 UTC reads 13:29), the committed hash, the verifier link. */
export const DiceWon: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('recall-outcome-text')).toHaveTextContent('Rolled 23.41, needed under 50.00');
    await expect(c.getByTestId('round-recall')).toHaveTextContent('24/11/2026, 13:29');
    await expect(c.getByTestId('recall-net')).toHaveTextContent('+৳98.00');
    await expect(c.getByTestId('recall-proof')).toHaveTextContent('Revealed once you change your seed pair');
    await expect(c.getByTestId('recall-verify')).toHaveAttribute('href', '/play/verify?round=0b9a3c1e-7f3d-4a52-9d0e-1c2b3a4d5e6f');
  },
};

/** A lost Mines game: the board with its mines and the opened tiles; the seed revealed. */
export const MinesLost: Story = {
  args: { round: mines },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-mine="1"]').length).toBe(3);
    await expect(c.getByTestId('recall-server-seed')).toBeInTheDocument();
  },
};

/** Keno: the draw with the player's hits marked. */
export const Keno: Story = { args: { round: keno } };

/** A provider's round: the amounts and the provider's round id, no proof. */
export const ProviderRound: Story = {
  args: { round: provider },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('recall-provider')).toHaveTextContent('JILI');
    await expect(c.queryByTestId('recall-proof')).toBeNull();
  },
};

/** In Bangla: Bangla digits and the game's Bangla name. */
export const DiceBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('round-recall')).toHaveTextContent('ডাইস');
    await expect(c.getByTestId('recall-outcome-text')).toHaveTextContent('উঠেছে ২৩.৪১');
  },
};

export const MinesBangla: Story = { args: { round: mines }, globals: { locale: 'bn' } };
