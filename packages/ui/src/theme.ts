import { css } from 'styled-components';

/**
 * Khela theme: dark casino look. Deep navy background, emerald accent (Bangladesh green, brightened for
 * contrast on dark), gold for money and VIP. Use through styled-components' ThemeProvider.
 */
const colors = {
  bg: '#0a1020',
  surface: '#121a2e',
  surfaceAlt: '#1a2540',
  border: '#2a3656',
  text: '#eef2f9',
  textMuted: '#9aa6c0',
  accent: '#12b981',
  accentStrong: '#0e9f6e',
  accentText: '#03150d',
  gold: '#f5c242',
  goldText: '#2a1d00',
  danger: '#f0445a',
  success: '#22c55e',
  warning: '#f59e0b',
  overlay: 'rgba(3, 6, 16, 0.74)',
  focus: '#7dd3fc',
} as const;

const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

const font = {
  family:
    "'Noto Sans Bengali', 'Hind Siliguri', 'Nirmala UI', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  sizeSm: '13px',
  size: '15px',
  sizeLg: '18px',
  sizeXl: '24px',
} as const;

const breakpoints = { mobile: 768 } as const;

export const theme = {
  colors,
  radii,
  /** Spacing scale: space(1) = 4px. */
  space: (n: number): string => `${n * 4}px`,
  font,
  breakpoints,
  /** Minimum touch target in px. */
  touch: 44,
  shadows: {
    card: '0 6px 20px rgba(0, 0, 0, 0.35)',
    pop: '0 12px 40px rgba(0, 0, 0, 0.55)',
  },
  z: { sticky: 100, fab: 900, overlay: 1000, toast: 1100 },
} as const;

export type KhelaTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends KhelaTheme {}
}

export const media = {
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
  mobile: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Visible keyboard focus ring used by every interactive element. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
