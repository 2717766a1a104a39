import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API the dev server forwards to (KHELA_API_URL overrides, e.g. a second server on another port). */
const API = process.env.KHELA_API_URL ?? 'http://127.0.0.1:3000';

/** Our own provider's game client, served by the server at /play/ and opened in the player site's game frame. */
export default defineConfig({
  base: '/play/',
  plugins: [react()],
  build: {
    assetsDir: 'assets',
    target: 'es2020',
    rolldownOptions: {
      treeshake: {
        // The workspace packages have no import-time side effects: unused modules stay out of the chunks.
        moduleSideEffects: [{ test: /\/packages\/(domain|ui|api)\/src\/.+\.tsx?$/, sideEffects: false }],
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5175,
    proxy: {
      '/api': API,
      '/dev': API,
      '/ws': { target: API.replace('http', 'ws'), ws: true },
    },
  },
  preview: { port: 4175 },
});
