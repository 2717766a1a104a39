/**
 * The exchange's colour code, the one every exchange uses: blue to back, pink to lay. On our dark theme the cells
 * keep their light, well-known tints with dark ink (contrast above 10:1), best price full strength, depth softer.
 */
export const exchangeColors = {
  back: '#a6d8ff',
  backDepth: '#d2ebff',
  backInk: '#06223d',
  backStrong: '#1c74c4',
  lay: '#fac9d1',
  layDepth: '#fde6ea',
  layInk: '#3d0612',
  layStrong: '#c23a59',
  flash: '#ffe066',
  emptyCell: '#1f2b47',
  suspendedVeil: 'rgba(10, 16, 32, 0.86)',
  profit: '#34d399',
  loss: '#ff6b7f',
  live: '#22c55e',
  polling: '#f59e0b',
} as const;

export type PriceSide = 'back' | 'lay';
