import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// The installable app (manifest, service worker, offline page), shared by both builds.
import { pwa } from '../../tooling/vite/pwa';
// The first download: tree-shaken workspace packages, one text chunk per language (preloaded by the edge).
import { languagePreload, playerBuild } from '../../tooling/vite/player-build';

// The server the dev server proxies to (`KHELA_API_URL=http://127.0.0.1:3901 pnpm dev` to use another one).
const SERVER = process.env.KHELA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), languagePreload(), pwa({ id: 'd', description: 'Casino, slots and sports exchange for players in Bangladesh.' })],
  // The server serves both apps from one origin: mobile under /assets/m, desktop under /assets/d.
  build: playerBuild('assets/d'),
  server: {
    port: Number(process.env.KHELA_DEV_PORT ?? 5174),
    strictPort: !process.env.KHELA_DEV_PORT,
    proxy: {
      '/api': SERVER,
      '/storage': SERVER,
      '/captcha': SERVER,
      '/dev': SERVER,
      '/ws': { target: SERVER, ws: true },
    },
  },
  preview: { port: 5174 },
});
