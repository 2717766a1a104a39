import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    // The server serves both apps from one origin: mobile under /assets/m, desktop under /assets/d.
    assetsDir: 'assets/d',
  },
  server: {
    port: 5174,
    strictPort: true,
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
