import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@khela/i18n';
import { resources } from '@khela/i18n/games';
import { App } from './app/App';
import { launchParams } from './shell/session';

initI18n({ resources, language: launchParams().lang });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
