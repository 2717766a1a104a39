/** Story-only images: inline SVG data URLs (no network). */
function bannerImage(title: string, subtitle: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/>
<circle cx="640" cy="60" r="140" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="600" cy="260" r="90" fill="#f5c242" fill-opacity="0.18"/>
<text x="48" y="150" font-family="sans-serif" font-size="54" font-weight="700" fill="#ffffff">${title}</text>
<text x="50" y="200" font-family="sans-serif" font-size="26" fill="#f5c242">${subtitle}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const logoImage = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="80" viewBox="0 0 220 80">
<rect x="4" y="14" width="52" height="52" rx="14" fill="#12b981"/>
<circle cx="30" cy="40" r="12" fill="#f0445a"/>
<text x="68" y="54" font-family="sans-serif" font-size="38" font-weight="800" fill="#eef2f9">Khela</text>
</svg>`,
)}`;

export const sampleBanners = [
  { id: 1, image: bannerImage('Cricket Exchange', 'Story banner 1', '#064e3b', '#0a1020'), alt: 'Cricket Exchange' },
  { id: 2, image: bannerImage('Live Casino', 'Story banner 2', '#4c1d95', '#0a1020'), alt: 'Live Casino' },
  { id: 3, image: bannerImage('Slots', 'Story banner 3', '#7c2d12', '#0a1020'), alt: 'Slots' },
];
