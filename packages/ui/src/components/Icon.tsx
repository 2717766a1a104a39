import type { ReactElement, ReactNode, SVGProps } from 'react';

/** Inline SVG paths on a 24x24 grid, drawn with `currentColor` strokes. */
const paths = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  chat: (
    <>
      <path d="M21 12a8.5 8.5 0 0 1-12.3 7.6L3.5 20.5l1.2-4.6A8.5 8.5 0 1 1 21 12z" />
      <path d="M8.5 12h.01M12.5 12h.01M16.5 12h.01" />
    </>
  ),
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.6 2.5 3.9 5.5 3.9 9s-1.3 6.5-3.9 9c-2.6-2.5-3.9-5.5-3.9-9S9.4 5.5 12 3z" />
    </>
  ),
  home: <path d="M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5" />,
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8C10.5 5 7 4.8 7 6.6S10 8 12 8zm0 0c1.5-3 5-3.2 5-1.4S14 8 12 8z" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7zM4 7l11-3v3" />
      <path d="M16 13.5h.01" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20a8 8 0 0 1 16 0" />
    </>
  ),
  refresh: <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7" />,
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <path d="M3 3l18 18M10.6 5.1C11 5 11.5 5 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7c2 0 3.9-.6 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  back: <path d="M15 5l-7 7 7 7" />,
  arrowUp: <path d="M12 20V5M6 11l6-6 6 6" />,
  chevronRight: <path d="M9 5l7 7-7 7" />,
  logout: <path d="M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3M16 16l4-4-4-4M20 12H10" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  phone: (
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  whatsapp: (
    <>
      <path d="M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.6c0 3.4 3 6.4 6.4 6.4l.9-1.6-2-1-1 .9a5 5 0 0 1-2.6-2.6l.9-1-1-2z" />
    </>
  ),
  facebook: (
    <path d="M14 21v-8h3l.5-3.5H14V7.6c0-1 .4-1.6 1.6-1.6h1.9V3.1A20 20 0 0 0 15 3c-2.7 0-4.5 1.6-4.5 4.5v2H8V13h2.5v8" />
  ),
  telegram: <path d="M21 4 3 11l6 2.2L18 7l-7 7.4.4 5.6 3-3.6 4.1 3.1z" />,
  history: <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3.5V8h4.5M12 7v5l3.5 2" />,
  deposit: (
    <>
      <rect x="3" y="12" width="18" height="8" rx="2" />
      <path d="M12 3v8M8.5 7.5 12 11l3.5-3.5M12 16h.01" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3" y="12" width="18" height="8" rx="2" />
      <path d="M12 11V3M8.5 6.5 12 3l3.5 3.5M12 16h.01" />
    </>
  ),
  vip: <path d="M3 7l4.5 4.5L12 4l4.5 7.5L21 7l-2 12H5zM5 16h14" />,
  inbox: <path d="M3 13l3-8h12l3 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM3 13h5l1.5 2.5h5L16 13h5" />,
  share: (
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </>
  ),
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> & {
  name: IconName;
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
};

export function Icon({ name, size = 20, title, ...rest }: IconProps) {
  const a11y = title ? { role: 'img', 'aria-label': title, 'aria-hidden': undefined } : {};
  return (
    <LineSvg size={size} strokeWidth={2} data-icon={name} {...a11y} {...rest}>
      {paths[name]}
    </LineSvg>
  );
}

export type LineSvgProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & {
  size: number;
  strokeWidth: number | string;
  /** The drawing on a 24×24 grid, stroked in currentColor. */
  children: ReactNode;
};

/**
 * A 24×24 line drawing in currentColor, decorative unless the caller names it: the frame of every icon set (`Icon`,
 * the game categories, the exchange's sports).
 */
export function LineSvg({ size, strokeWidth, children, ...rest }: LineSvgProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
