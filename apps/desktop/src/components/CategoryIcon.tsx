import { LineSvg } from '@khela/ui';
import type { CategoryKey } from './categories';

/** Line icons for the game categories (24×24, currentColor); the shared icon set has none for these. */
const PATHS: Record<CategoryKey, React.ReactNode> = {
  casino: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
    </>
  ),
  slot: (
    <>
      <rect x="3" y="5" width="15" height="15" rx="2" />
      <path d="M7.5 9.5h3l-2 5M13 9.5h3l-2 5M18 9h2.5V6.5M20.5 6.5a1.2 1.2 0 1 0 0-.1" />
    </>
  ),
  table: (
    <>
      <rect x="4" y="4" width="10" height="14" rx="1.5" transform="rotate(-8 9 11)" />
      <rect x="10" y="6" width="10" height="14" rx="1.5" transform="rotate(8 15 13)" />
      <path d="M15.2 11.2c1.1-1.4 3 .1 1.4 1.9l-1.2 1.3-1.4-1c-1.7-1.2-.4-3.4 1.2-2.2z" />
    </>
  ),
  crash: (
    <>
      <path d="M3 20h18M4 17l5-5 3 3 7-8" />
      <path d="M15 7h4v4" />
    </>
  ),
  fishing: (
    <>
      <path d="M3 12c3-4.5 8-6 12-3.5l3-2.5v12l-3-2.5C11 18 6 16.5 3 12z" />
      <circle cx="8" cy="11" r="1" />
    </>
  ),
  arcade: (
    <>
      <rect x="2.5" y="7" width="19" height="11" rx="5.5" />
      <path d="M7.5 10.5v4M5.5 12.5h4" />
      <circle cx="15.5" cy="11.5" r="1" />
      <circle cx="18" cy="13.5" r="1" />
    </>
  ),
  lottery: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M11 10.5l1.5-1v5" />
    </>
  ),
};

export function CategoryIcon({ name, size = 28 }: { name: CategoryKey; size?: number }) {
  return (
    <LineSvg size={size} strokeWidth={1.6}>
      {PATHS[name]}
    </LineSvg>
  );
}
