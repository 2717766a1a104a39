import { LineSvg } from '@khela/ui';
/** Small inline icons for the game categories (no icon font, no extra requests on the home screen). */
export type CategoryIconName = 'sports' | 'casino' | 'slot' | 'table' | 'poker' | 'crash' | 'fishing' | 'lottery' | 'exchange' | 'arcade';

const PATHS: Record<CategoryIconName, string> = {
  sports: 'M13.5 6.5 17.5 10.5 9 19H5v-4ZM16 8l4-4M8 13l3 3M19.5 17.5a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z',
  casino: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.9 2.9M15.5 15.5l2.9 2.9M5.6 18.4l2.9-2.9M15.5 8.5l2.9-2.9',
  slot: 'M4 6h13v13H4zM7 10h2v5H7zM11.5 10h2v5h-2zM4 6l2-3h9l2 3M17 9h2.5V5M19.5 5a1 1 0 1 0 0-.1',
  table: 'M7 4h9a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM11.5 8.5l2 3-2 3-2-3 2-3Z',
  poker: 'M12 4c-3 3.4-6.5 5.4-6.5 8.5a3 3 0 0 0 5.3 1.9L10 19h4l-.8-4.6a3 3 0 0 0 5.3-1.9C18.5 9.4 15 7.4 12 4Z',
  crash: 'M4 19h16M5 16l4-4 3 2 6-7M14 7h4v4',
  fishing: 'M3 12c3-4 8-5 12-2l4-3v10l-4-3c-4 3-9 2-12-2ZM8 11.5h.01',
  lottery: 'M8 8a3 3 0 1 0 0 .1M16 8a3 3 0 1 0 0 .1M12 15a3 3 0 1 0 0 .1M4 20h16',
  exchange: 'M4 8h13l-3-3M20 16H7l3 3',
  arcade: 'M6 10h12a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-2a3 3 0 0 1 3-3ZM8 12v4M6 14h4M15.5 13.5h.01M17.5 15.5h.01M12 10V6M12 5a1.5 1.5 0 1 0 0-.1',
};

export function CategoryIcon({ name, size = 24 }: { name: CategoryIconName; size?: number }) {
  return (
    <LineSvg size={size} strokeWidth={1.8}>
      <path d={PATHS[name]} />
    </LineSvg>
  );
}
