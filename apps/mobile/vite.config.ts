import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// The installable app (manifest, service worker, offline page), shared by both builds.
import { pwa } from '../../tooling/vite/pwa';
// The first download: tree-shaken workspace packages, one text chunk per language (preloaded by the edge).
import { firstRenderPreload, languagePreload, playerBuild } from '../../tooling/vite/player-build';

const UI_COMPONENTS = decodeURIComponent(new URL('../../packages/ui/src/components/', import.meta.url).pathname);

// The server the dev server proxies to (`KHELA_API_URL=http://127.0.0.1:3901 pnpm dev` to use another one).
const API = process.env.KHELA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), languagePreload(), firstRenderPreload(), pwa({ id: 'm', description: 'Casino, slots and sports exchange for players in Bangladesh.' })],
  resolve: {
    alias: [
      // `@khela/ui/lazy/<Component>`: one contract component as its own module, so a screen can load a heavy one
      // (the swiper carousel, the DOMPurify error modal) with import() instead of in the first download.
      { find: /^@khela\/ui\/lazy\/(.+)$/, replacement: `${UI_COMPONENTS}$1` },
    ],
  },
  build: playerBuild('assets/m', { stagedStart: true }),
  server: {
    host: '127.0.0.1',
    port: Number(process.env.KHELA_DEV_PORT ?? 5173),
    proxy: {
      '/api': API,
      '/storage': API,
      '/captcha': API,
      '/dev': API,
      '/ws': { target: API.replace('http', 'ws'), ws: true },
    },
  },
  preview: { port: 4173 },
});
