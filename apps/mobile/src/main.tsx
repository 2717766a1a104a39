import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@khela/i18n';
import { resources } from '@khela/i18n/mobile';
import { App } from './app/App';

initI18n({ resources });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
