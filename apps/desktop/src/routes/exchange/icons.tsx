import type { ReactNode } from 'react';
import type { ExchangeSport } from '@khela/domain';
import { SportIcon } from '@khela/ui';

/** Line icons of the desktop exchange (24×24, currentColor, decorative); the exchange's navigation icons are the
 *  shared `NavIcon` of @khela/ui. */
const PATHS = {
  chevron: <path d="M9 6l6 6-6 6" />,
  pin: (
    <>
      <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5z" />
      <path d="M12 14v6" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  minus: <path d="M5 12h14" />,
  plus: <path d="M12 5v14M5 12h14" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  pencil: <path d="M4 20h4L19 9l-4-4L4 16v4z" />,
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
  ticket: (
    <>
      <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4z" />
      <path d="M9 9h6M9 13h4" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H4.5a3.5 3.5 0 0 0 3.8 4.2M16 6h3.5a3.5 3.5 0 0 1-3.8 4.2M12 13v4M8.5 20.5h7" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type GlyphName = keyof typeof PATHS;

export function Glyph({ name, size = 18, filled = false }: { name: GlyphName; size?: number; filled?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}

/** The shared sport icon. */
export function SportGlyph({ sport, size = 18 }: { sport: ExchangeSport; size?: number }) {
  return <SportIcon sport={sport} size={size} />;
}
