/** Mines art, drawn here: an emerald gem and a bomb. Plain SVG, sized by the tile. */

export function Gem() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <defs>
        <linearGradient id="mines-gem-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7dffc9" />
          <stop offset="1" stopColor="#0b9f6a" />
        </linearGradient>
        <linearGradient id="mines-gem-b" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3ef0a6" />
          <stop offset="1" stopColor="#056b46" />
        </linearGradient>
        <radialGradient id="mines-gem-glow">
          <stop offset="0" stopColor="#34f5a4" stopOpacity="0.55" />
          <stop offset="1" stopColor="#34f5a4" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="52" r="48" fill="url(#mines-gem-glow)" />
      <polygon points="50,86 12,40 26,20 74,20 88,40" fill="url(#mines-gem-b)" />
      <polygon points="26,20 74,20 88,40 12,40" fill="url(#mines-gem-a)" />
      <polygon points="38,20 62,20 68,40 32,40" fill="#b6ffe0" opacity="0.55" />
      <polygon points="32,40 68,40 50,86" fill="#18d18b" opacity="0.8" />
      <polygon points="12,40 32,40 50,86" fill="#0a8c5b" opacity="0.9" />
      <polygon points="68,40 88,40 50,86" fill="#06653f" opacity="0.9" />
      <path d="M26 20 L32 40 L38 20 M62 20 L68 40 L74 20" fill="none" stroke="#e9fff5" strokeOpacity="0.5" strokeWidth="1.2" />
      <polygon points="30,23 36,23 33,33" fill="#fff" opacity="0.85" />
    </svg>
  );
}

export function Bomb() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <defs>
        <radialGradient id="mines-bomb-body" cx="0.38" cy="0.36" r="0.7">
          <stop offset="0" stopColor="#6b7796" />
          <stop offset="0.45" stopColor="#262d40" />
          <stop offset="1" stopColor="#07090f" />
        </radialGradient>
        <radialGradient id="mines-bomb-spark">
          <stop offset="0" stopColor="#fff7c2" />
          <stop offset="0.4" stopColor="#ffc533" />
          <stop offset="1" stopColor="#ff5a1f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect x="55" y="17" width="14" height="12" rx="3" transform="rotate(35 62 23)" fill="#3a4258" />
      <path d="M66 18 Q72 6 82 10" fill="none" stroke="#c8a15a" strokeWidth="3" strokeLinecap="round" />
      <circle cx="83" cy="10" r="9" fill="url(#mines-bomb-spark)" />
      <circle cx="46" cy="58" r="32" fill="url(#mines-bomb-body)" />
      <ellipse cx="35" cy="45" rx="8" ry="5" transform="rotate(-35 35 45)" fill="#fff" opacity="0.35" />
    </svg>
  );
}

/** The burst behind a hit mine. */
export function Burst() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <polygon
        points="50,2 58,30 84,12 70,40 98,46 72,58 90,84 60,70 54,98 44,72 18,90 30,62 2,56 28,44 12,18 40,30"
        fill="#ff6a2b"
        opacity="0.9"
      />
      <polygon points="50,18 56,38 74,28 64,46 84,52 64,58 74,76 56,64 50,84 44,64 26,74 36,56 16,50 36,44 28,28 44,38" fill="#ffd23d" />
    </svg>
  );
}
