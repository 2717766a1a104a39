import type { ExchangePriceSize } from '@khela/domain';

/** Sample ladders for the stories (best first). */
const ladder = (prices: number[], sizes: string[] = ['500.00', '1250.00', '20000.00']): ExchangePriceSize[] =>
  prices.map((price, i) => ({ price, size: sizes[i] ?? '100.00' }));

export const cricketRunners = [
  { name: 'Bangladesh', back: ladder([1.62, 1.61, 1.6]), lay: ladder([1.65, 1.66, 1.67]) },
  { name: 'India', back: ladder([2.54, 2.52, 2.5]), lay: ladder([2.6, 2.62, 2.64]) },
];

export const soccerRunners = [
  { name: 'Real Sociedad', back: ladder([3.1, 3.05, 3]), lay: ladder([3.2, 3.25, 3.3]) },
  { name: 'Real Madrid', back: ladder([2.3, 2.28, 2.26]), lay: ladder([2.36, 2.38, 2.4]) },
  { name: 'The Draw', back: ladder([3.4, 3.35]), lay: [] },
];
