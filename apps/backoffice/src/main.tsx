import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@khela/i18n';
import { resources } from '@khela/i18n/backoffice';
import { App } from './app/App';

initI18n({ resources });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
