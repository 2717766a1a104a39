import type { ReactNode } from 'react';
import type { ExchangeSport } from '@khela/domain';
import { LineSvg } from '../components/Icon';

/** Small inline icons of the exchange lists (24×24 grid, `currentColor`), kept here so the shared Icon set stays lean. */
const SPORT_PATHS: Record<ExchangeSport, ReactNode> = {
  // a bat leaning over a ball
  cricket: (
    <>
      <path d="M8.4 18.4 18.4 8.4c.9-.9.9-2 0-2.8s-1.9-.9-2.8 0L5.6 15.6z" />
      <path d="M7 17l-3.5 3.5" />
      <circle cx="18.5" cy="18.5" r="2" />
    </>
  ),
  // a football: circle with the centre pentagon and seams
  soccer: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5l4 2.9-1.5 4.7h-5L8 10.4z" />
      <path d="M12 3v4.5M16 10.4l4.3-1.6M14.5 15.1l2.6 3.8M9.5 15.1l-2.6 3.8M8 10.4 3.7 8.8" />
    </>
  ),
  // a tennis ball with its curved seams
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
};

export type ExchangeNavKey = 'home' | 'inplay' | 'sports' | 'multi' | 'account';

const NAV_PATHS: Record<ExchangeNavKey, ReactNode> = {
  home: <path d="M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5" />,
  // a stopwatch: matches being played now
  inplay: (
    <>
      <circle cx="12" cy="13.5" r="7.5" />
      <path d="M12 9.5v4l2.5 2M10 2.5h4M19 6l1.5-1.5" />
    </>
  ),
  // a trophy: sports and competitions
  sports: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H4.5a3.5 3.5 0 0 0 3.8 4.2M16 6h3.5a3.5 3.5 0 0 1-3.8 4.2M12 13v4M8.5 20.5h7M9.5 17h5l.8 3.5h-6.6z" />
    </>
  ),
  // stacked cards: several markets side by side
  multi: (
    <>
      <rect x="3" y="8" width="13" height="12" rx="2" />
      <path d="M7 8V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-3" />
    </>
  ),
  account: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20a8 8 0 0 1 16 0" />
    </>
  ),
};

function Svg({ size, children }: { size: number; children: ReactNode }) {
  return (
    <LineSvg size={size} strokeWidth={1.8}>
      {children}
    </LineSvg>
  );
}

/** The icon of a sport (decorative: give the name in text beside it). */
export function SportIcon({ sport, size = 20 }: { sport: ExchangeSport; size?: number }) {
  return <Svg size={size}>{SPORT_PATHS[sport]}</Svg>;
}

/** The icon of a bottom navigation tab (decorative). */
export function NavIcon({ name, size = 22 }: { name: ExchangeNavKey; size?: number }) {
  return <Svg size={size}>{NAV_PATHS[name]}</Svg>;
}
