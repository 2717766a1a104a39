import { memo } from 'react';
import type { SlotSymbol } from '@khela/domain';

/**
 * Royal Bengal's symbol art, drawn here as SVG <symbol>s (100 × 100) in one hidden sheet; every reel cell shows one
 * with <use href="#slot-sym-…">, so a spin only swaps an attribute.
 */
export const SYMBOL_IDS: Record<SlotSymbol, string> = {
  tiger: 'slot-sym-tiger',
  elephant: 'slot-sym-elephant',
  peacock: 'slot-sym-peacock',
  boat: 'slot-sym-boat',
  lotus: 'slot-sym-lotus',
  A: 'slot-sym-a',
  K: 'slot-sym-k',
  Q: 'slot-sym-q',
  J: 'slot-sym-j',
  '10': 'slot-sym-10',
  wild: 'slot-sym-wild',
  scatter: 'slot-sym-scatter',
};

export const ALL_SYMBOLS = Object.keys(SYMBOL_IDS) as SlotSymbol[];

export function symbolHref(s: SlotSymbol): string {
  return `#${SYMBOL_IDS[s]}`;
}

/** One symbol at any size (paytable, banners). */
export function SymbolIcon({ symbol, size = 40 }: { symbol: SlotSymbol; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true">
      <use href={symbolHref(symbol)} />
    </svg>
  );
}

function letter(id: string, text: string, from: string, to: string, stroke: string, size = 64) {
  return (
    <symbol id={id} viewBox="0 0 100 100" key={id}>
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <text
        x="50"
        y="71"
        textAnchor="middle"
        fontFamily="Georgia, 'DejaVu Serif', 'Times New Roman', serif"
        fontWeight="900"
        fontSize={size}
        fill={`url(#${id}-g)`}
        stroke={stroke}
        strokeWidth="3"
        paintOrder="stroke"
      >
        {text}
      </text>
      <path d="M22 82 Q50 90 78 82" fill="none" stroke={from} strokeWidth="2.5" strokeLinecap="round" opacity="0.7" />
    </symbol>
  );
}

/** A badge text longer than `chars` is squeezed into `width` (the Bangla words are longer than WILD / SCATTER). */
function fit(text: string, chars: number, width: number): { textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  return text.length > chars ? { textLength: width, lengthAdjust: 'spacingAndGlyphs' } : {};
}

/** `wild` and `scatter`: the words on those symbols, in the player's language. */
function Sheet({ wild, scatter }: { wild: string; scatter: string }) {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="slot-fur" cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#ffb347" />
          <stop offset="0.7" stopColor="#f07f13" />
          <stop offset="1" stopColor="#b85408" />
        </radialGradient>
        <linearGradient id="slot-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b0" />
          <stop offset="0.5" stopColor="#f5c242" />
          <stop offset="1" stopColor="#a8741a" />
        </linearGradient>
        <radialGradient id="slot-grey" cx="0.45" cy="0.4" r="0.65">
          <stop offset="0" stopColor="#c9d0dc" />
          <stop offset="1" stopColor="#6d7688" />
        </radialGradient>
        <linearGradient id="slot-teal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3ee0c8" />
          <stop offset="1" stopColor="#0b6f84" />
        </linearGradient>
        <linearGradient id="slot-petal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd6ea" />
          <stop offset="1" stopColor="#e0518f" />
        </linearGradient>
        <linearGradient id="slot-wood" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b7702e" />
          <stop offset="1" stopColor="#5a300f" />
        </linearGradient>
        <radialGradient id="slot-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff6c9" />
          <stop offset="0.55" stopColor="#ffcc33" />
          <stop offset="1" stopColor="#e07a10" />
        </radialGradient>
      </defs>

      {/* Tiger: the Royal Bengal's face */}
      <symbol id="slot-sym-tiger" viewBox="0 0 100 100">
        <path d="M20 30 L16 10 L36 20 Z" fill="#e8730f" stroke="#3a1a02" strokeWidth="2" />
        <path d="M80 30 L84 10 L64 20 Z" fill="#e8730f" stroke="#3a1a02" strokeWidth="2" />
        <path d="M22 26 L20 15 L31 21 Z" fill="#ffd7b0" />
        <path d="M78 26 L80 15 L69 21 Z" fill="#ffd7b0" />
        <ellipse cx="50" cy="53" rx="38" ry="37" fill="url(#slot-fur)" stroke="#3a1a02" strokeWidth="2.5" />
        <g fill="#1b0d02">
          <path d="M50 17 L45 30 L50 36 L55 30 Z" />
          <path d="M38 20 L36 30 L42 27 Z" />
          <path d="M62 20 L64 30 L58 27 Z" />
          <path d="M13 48 L28 50 L14 56 Z" />
          <path d="M87 48 L72 50 L86 56 Z" />
          <path d="M15 64 L29 62 L18 70 Z" />
          <path d="M85 64 L71 62 L82 70 Z" />
        </g>
        <ellipse cx="50" cy="70" rx="22" ry="16" fill="#fff4e4" />
        <ellipse cx="35" cy="47" rx="8" ry="6" fill="#fff4e4" />
        <ellipse cx="65" cy="47" rx="8" ry="6" fill="#fff4e4" />
        <ellipse cx="35" cy="47" rx="5.5" ry="5" fill="#f5d142" />
        <ellipse cx="65" cy="47" rx="5.5" ry="5" fill="#f5d142" />
        <ellipse cx="35" cy="47" rx="1.8" ry="4.5" fill="#111" />
        <ellipse cx="65" cy="47" rx="1.8" ry="4.5" fill="#111" />
        <path d="M43 60 L57 60 L50 68 Z" fill="#e2566a" stroke="#3a1a02" strokeWidth="1.5" />
        <path d="M50 68 L50 73 M50 73 Q44 79 38 75 M50 73 Q56 79 62 75" fill="none" stroke="#3a1a02" strokeWidth="2" strokeLinecap="round" />
        <g fill="#3a1a02">
          <circle cx="38" cy="68" r="1.3" />
          <circle cx="34" cy="72" r="1.3" />
          <circle cx="62" cy="68" r="1.3" />
          <circle cx="66" cy="72" r="1.3" />
        </g>
      </symbol>

      {/* Elephant with a festive headdress */}
      <symbol id="slot-sym-elephant" viewBox="0 0 100 100">
        <path d="M30 30 Q4 26 8 56 Q10 72 30 66 Z" fill="#8d96a8" stroke="#2c3140" strokeWidth="2" />
        <path d="M70 30 Q96 26 92 56 Q90 72 70 66 Z" fill="#8d96a8" stroke="#2c3140" strokeWidth="2" />
        <path d="M27 36 Q14 36 15 54 Q17 63 28 60 Z" fill="#e7a6b0" opacity="0.6" />
        <path d="M73 36 Q86 36 85 54 Q83 63 72 60 Z" fill="#e7a6b0" opacity="0.6" />
        <path d="M28 40 Q28 16 50 16 Q72 16 72 40 Q72 56 60 64 L58 82 Q57 94 48 92 Q44 91 46 86 Q50 84 50 78 L46 64 Q28 58 28 40 Z" fill="url(#slot-grey)" stroke="#2c3140" strokeWidth="2.2" />
        <path d="M40 62 Q36 70 30 70" fill="none" stroke="#fffbe8" strokeWidth="4.5" strokeLinecap="round" />
        <path d="M60 62 Q64 70 70 70" fill="none" stroke="#fffbe8" strokeWidth="4.5" strokeLinecap="round" />
        <circle cx="40" cy="42" r="3.2" fill="#1a1d26" />
        <circle cx="60" cy="42" r="3.2" fill="#1a1d26" />
        <circle cx="41" cy="41" r="1" fill="#fff" />
        <circle cx="61" cy="41" r="1" fill="#fff" />
        <path d="M36 18 Q50 8 64 18 L60 30 Q50 36 40 30 Z" fill="#c2185b" stroke="url(#slot-gold)" strokeWidth="2.5" />
        <circle cx="50" cy="24" r="4" fill="url(#slot-gold)" />
        <circle cx="50" cy="35" r="2.5" fill="#f5c242" />
        <path d="M48 70 L52 70 M47 76 L51 76 M46 82 L50 82" stroke="#5c6475" strokeWidth="1.3" />
      </symbol>

      {/* Peacock: a fan of eyed feathers */}
      <symbol id="slot-sym-peacock" viewBox="0 0 100 100">
        {[-60, -36, -12, 12, 36, 60].map((a) => (
          <g key={a} transform={`rotate(${a} 50 78)`}>
            <path d="M50 78 Q40 44 50 12 Q60 44 50 78 Z" fill="url(#slot-teal)" stroke="#063a44" strokeWidth="1.2" />
            <ellipse cx="50" cy="24" rx="6" ry="8" fill="#0c3d7a" />
            <ellipse cx="50" cy="25" rx="3.6" ry="5" fill="#3fd3ff" />
            <ellipse cx="50" cy="26" rx="1.8" ry="2.6" fill="#10205a" />
          </g>
        ))}
        <path d="M44 86 Q40 66 48 56 Q52 46 56 50 Q60 54 55 58 Q52 70 56 86 Z" fill="#1a56c4" stroke="#0a2456" strokeWidth="1.8" />
        <circle cx="52" cy="48" r="6" fill="#1f66e0" stroke="#0a2456" strokeWidth="1.5" />
        <path d="M57 48 L64 50 L57 51 Z" fill="#f5c242" />
        <circle cx="53.5" cy="46.5" r="1.3" fill="#fff" />
        <path d="M50 42 L48 34 M52 42 L53 34 M54 42 L57 35" stroke="#1f66e0" strokeWidth="1.5" strokeLinecap="round" />
        <circle cx="48" cy="34" r="1.6" fill="#3fd3ff" />
        <circle cx="53" cy="34" r="1.6" fill="#3fd3ff" />
        <circle cx="57" cy="35" r="1.6" fill="#3fd3ff" />
      </symbol>

      {/* Boat: a river nouka under sail */}
      <symbol id="slot-sym-boat" viewBox="0 0 100 100">
        <circle cx="72" cy="24" r="10" fill="url(#slot-sun)" opacity="0.9" />
        <path d="M48 14 L48 66" stroke="#4a2a10" strokeWidth="3" />
        <path d="M50 16 Q78 34 74 62 L50 62 Z" fill="#f2e6c9" stroke="#8a5a24" strokeWidth="1.8" />
        <path d="M50 30 Q70 40 72 50 L50 50 Z" fill="#d84a3a" opacity="0.85" />
        <path d="M46 22 Q26 40 28 62 L46 62 Z" fill="#e9d7ad" stroke="#8a5a24" strokeWidth="1.6" />
        <path d="M8 62 Q50 64 92 60 Q84 78 54 80 Q22 80 8 62 Z" fill="url(#slot-wood)" stroke="#2e1605" strokeWidth="2" />
        <path d="M14 66 Q50 70 86 65" fill="none" stroke="#f5c242" strokeWidth="2" />
        <path d="M4 86 Q14 80 24 86 T44 86 T64 86 T84 86 T104 86" fill="none" stroke="#3ec6ff" strokeWidth="3" strokeLinecap="round" />
        <path d="M10 94 Q20 88 30 94 T50 94 T70 94 T90 94" fill="none" stroke="#1f8fd1" strokeWidth="2.5" strokeLinecap="round" />
      </symbol>

      {/* Lotus: Bangladesh's water lily */}
      <symbol id="slot-sym-lotus" viewBox="0 0 100 100">
        <ellipse cx="50" cy="82" rx="40" ry="9" fill="#138a57" stroke="#0a4d31" strokeWidth="1.5" />
        <path d="M50 82 L50 73" stroke="#0a4d31" strokeWidth="1.5" />
        {[-64, -38, 38, 64].map((a) => (
          <path key={a} d="M50 76 Q36 52 50 22 Q64 52 50 76 Z" transform={`rotate(${a} 50 76)`} fill="url(#slot-petal)" stroke="#9c2a5c" strokeWidth="1.3" opacity="0.9" />
        ))}
        {[-18, 18].map((a) => (
          <path key={a} d="M50 76 Q34 48 50 16 Q66 48 50 76 Z" transform={`rotate(${a} 50 76)`} fill="url(#slot-petal)" stroke="#9c2a5c" strokeWidth="1.4" />
        ))}
        <path d="M50 76 Q36 46 50 12 Q64 46 50 76 Z" fill="url(#slot-petal)" stroke="#9c2a5c" strokeWidth="1.5" />
        <path d="M50 70 L50 30" stroke="#fff" strokeOpacity="0.5" strokeWidth="1.2" />
        <ellipse cx="50" cy="72" rx="9" ry="4" fill="#f5c242" />
      </symbol>

      {letter('slot-sym-a', 'A', '#ff8a8a', '#b3122b', '#3d0610')}
      {letter('slot-sym-k', 'K', '#b9a3ff', '#5b2bd6', '#1c0b4a')}
      {letter('slot-sym-q', 'Q', '#8ff0b0', '#139a4f', '#063219')}
      {letter('slot-sym-j', 'J', '#ffd08a', '#d9730d', '#3d1d02')}
      {letter('slot-sym-10', '10', '#8fe3ff', '#1473c4', '#062844', 54)}

      {/* Wild: the royal crown */}
      <symbol id="slot-sym-wild" viewBox="0 0 100 100">
        <rect x="6" y="8" width="88" height="84" rx="14" fill="#3a0b52" stroke="url(#slot-gold)" strokeWidth="4" />
        <path d="M20 54 L16 24 L34 40 L50 18 L66 40 L84 24 L80 54 Z" fill="url(#slot-gold)" stroke="#6b4508" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="16" cy="23" r="4" fill="#ff4d6d" />
        <circle cx="50" cy="17" r="4.5" fill="#3ee0c8" />
        <circle cx="84" cy="23" r="4" fill="#ff4d6d" />
        <rect x="20" y="50" width="60" height="7" rx="2" fill="#c58a1c" />
        <text x="50" y="83" textAnchor="middle" fontFamily="Impact, 'Arial Black', 'DejaVu Sans', sans-serif" fontWeight="900" fontSize="22" fill="url(#slot-gold)" {...fit(wild, 5, 76)} stroke="#2a0a3a" strokeWidth="1.5" paintOrder="stroke" letterSpacing="1">
          {wild}
        </text>
      </symbol>

      {/* Scatter: the golden tiger-paw sun */}
      <symbol id="slot-sym-scatter" viewBox="0 0 100 100">
        <g transform="translate(50 46)">
          {Array.from({ length: 16 }, (_, i) => (
            <path key={i} d="M0 -42 L5 -30 L-5 -30 Z" transform={`rotate(${i * 22.5})`} fill="#ffcc33" />
          ))}
          <circle r="30" fill="url(#slot-sun)" stroke="#a8530a" strokeWidth="2.5" />
          <ellipse cx="0" cy="7" rx="11" ry="9" fill="#7a3a05" />
          <ellipse cx="-13" cy="-6" rx="4.5" ry="6" fill="#7a3a05" />
          <ellipse cx="-5" cy="-13" rx="4.5" ry="6" fill="#7a3a05" />
          <ellipse cx="5" cy="-13" rx="4.5" ry="6" fill="#7a3a05" />
          <ellipse cx="13" cy="-6" rx="4.5" ry="6" fill="#7a3a05" />
        </g>
        <rect x="10" y="78" width="80" height="17" rx="8" fill="#b3122b" stroke="url(#slot-gold)" strokeWidth="2" />
        <text x="50" y="91" textAnchor="middle" fontFamily="Impact, 'Arial Black', 'DejaVu Sans', sans-serif" fontWeight="900" fontSize="12.5" fill="#fff3c4" letterSpacing="0.5" {...fit(scatter, 8, 74)}>
          {scatter}
        </text>
      </symbol>
    </svg>
  );
}

/** The sheet of symbols; render once inside the slot screen. */
export const SymbolSheet = memo(Sheet);
