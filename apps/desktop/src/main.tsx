import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { capturePwaInstallPrompt, registerServiceWorker } from '@khela/api';
import { initI18n } from '@khela/i18n';
import { resources } from '@khela/i18n/desktop';
import { App } from './app/App';

initI18n({ resources });
// Installable app (PWA): keep the browser's install offer for the download entries, and register this build's own
// service worker (mobile and desktop share the origin, so each has its own file: /sw-m.js, /sw-d.js).
capturePwaInstallPrompt();
if (import.meta.env.PROD) registerServiceWorker('/sw-d.js');

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
