/** Promotion categories and the promotions page's tabs (spec 2 §2, §3). */
import { deepFreeze } from './freeze';

interface PromotionCategory {
  id: number;
  name: string;
  hidden: boolean;
}
export const PROMOTION_CATEGORIES: readonly PromotionCategory[] = deepFreeze([
  { id: 99, name: 'Welcome Offer', hidden: false },
  { id: 1, name: 'Slots', hidden: false },
  { id: 2, name: 'Casino', hidden: false },
  { id: 4, name: 'Sports', hidden: false },
  { id: 8, name: 'Fishing', hidden: false },
  { id: 16, name: 'Card Game', hidden: true },
  { id: 32, name: 'ESports', hidden: false },
  { id: 64, name: 'Lottery', hidden: false },
  { id: 128, name: 'P2P', hidden: false },
  { id: 256, name: 'Table', hidden: false },
  { id: 1024, name: 'Arcade', hidden: false },
  { id: 2048, name: 'Cock Fighting', hidden: true },
  { id: 4096, name: 'Rain', hidden: true },
  { id: 8192, name: 'Crash', hidden: false },
  { id: 16384, name: 'free', hidden: true },
  { id: 512, name: 'Others', hidden: false },
]);

/** Promotions page tabs in order; `categoryId` null means ALL. */
export const PROMOTION_TABS = deepFreeze([
  { key: 'all', label: 'ALL', categoryId: null },
  { key: 'welcome', label: 'Welcome Offer', categoryId: 99 },
  { key: 'slots', label: 'Slots', categoryId: 1 },
  { key: 'liveCasino', label: 'Live Casino', categoryId: 2 },
  { key: 'sports', label: 'Sports', categoryId: 4 },
  { key: 'fishing', label: 'Fishing', categoryId: 8 },
  { key: 'esports', label: 'E-sports', categoryId: 32 },
  { key: 'lottery', label: 'Lottery', categoryId: 64 },
  { key: 'p2p', label: 'P2P', categoryId: 128 },
  { key: 'table', label: 'Table', categoryId: 256 },
  { key: 'arcade', label: 'Arcade', categoryId: 1024 },
  { key: 'crash', label: 'Crash', categoryId: 8192 },
  { key: 'others', label: 'Others', categoryId: 512 },
] as const);
