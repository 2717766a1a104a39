/** Small inline glyphs the exchange components need that the shared Icon set does not have (no extra requests). */
type GlyphProps = { size?: number };

const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
});

export function InfoGlyph({ size = 18 }: GlyphProps) {
  return (
    <svg {...base(size)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </svg>
  );
}

export function MinusGlyph({ size = 18 }: GlyphProps) {
  return (
    <svg {...base(size)}>
      <path d="M5 12h14" />
    </svg>
  );
}

export function PlusGlyph({ size = 18 }: GlyphProps) {
  return (
    <svg {...base(size)}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function PinGlyph({ size = 20, filled = false }: GlyphProps & { filled?: boolean }) {
  return (
    <svg {...base(size)} fill={filled ? 'currentColor' : 'none'}>
      <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5z" />
      <path d="M12 14v6" />
    </svg>
  );
}

export function PencilGlyph({ size = 16 }: GlyphProps) {
  return (
    <svg {...base(size)}>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    </svg>
  );
}
