import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreBoard } from './ScoreBoard';

const meta = {
  title: 'Exchange/ScoreBoard',
  component: ScoreBoard,
  args: {
    sport: 'cricket',
    eventName: 'Bangladesh v India',
    score: { batting: 0, innings: 1, runs: 106, wickets: 1, balls: 70, overs: '11.4', target: null, recent: ['wd', '0', '6', '1', 'W', '4'], first: null },
    scoreText: 'BAN 106/1 (11.4)',
  },
  render: (args) => (
    <div style={{ maxWidth: 412 }}>
      <ScoreBoard {...args} />
    </div>
  ),
} satisfies Meta<typeof ScoreBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CricketFirstInnings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('score-board-runs')).toHaveTextContent('106/1');
    await expect(canvas.getByText('Bangladesh')).toBeVisible();
  },
};

export const CricketChase: Story = {
  args: {
    score: { batting: 1, innings: 2, runs: 128, wickets: 4, balls: 92, overs: '15.2', target: 159, recent: ['1', '4', '0', '6', '1', '1'], first: { runs: 158, wickets: 6, overs: '20.0' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Target 159/)).toBeVisible();
    await expect(canvas.getByText(/Need 31 from 28 balls/)).toBeVisible();
  },
};

export const Soccer: Story = {
  args: { sport: 'soccer', eventName: 'Real Sociedad v Real Madrid', score: { goals: [1, 2], minute: 90, stoppage: 3, recent: ["41' GOAL RSO", "77' GOAL RMA"] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 – 2')).toBeVisible();
  },
};

export const Tennis: Story = {
  args: {
    sport: 'tennis',
    eventName: 'Andrei Popescu v Karan Mehta',
    score: { sets: [[4, 6], [7, 6]], games: [2, 1], points: ['30', '40'], server: 1, tiebreak: false },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('40')).toBeVisible();
  },
};

export const NotStarted: Story = { args: { score: null, scoreText: '', inPlay: false, startText: 'Starts at 24/11/2026, 19:30' } };
