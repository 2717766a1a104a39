import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@khela/i18n';
import { App } from './app/App';

initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
