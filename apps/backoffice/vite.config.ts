import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server the dev server proxies to (`KHELA_API_URL=http://127.0.0.1:3901 pnpm dev` to use another one).
const SERVER = process.env.KHELA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  // The server serves the console under /backoffice/: index.html for every route, hashed files from /backoffice/assets/.
  base: '/backoffice/',
  build: {
    assetsDir: 'assets',
  },
  server: {
    port: Number(process.env.KHELA_DEV_PORT ?? 5175),
    strictPort: true,
    proxy: {
      '/api': SERVER,
      '/storage': SERVER,
      '/ws': { target: SERVER, ws: true },
    },
  },
  preview: { port: 5175 },
});
