import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

/**
 * The first render, once the page's texts are there (`setup.ts`), as a transition: React renders it in slices of a
 * few milliseconds, each its own task, instead of in one (about 250 ms at 4x CPU on the phone's home).
 */
export function render(root: HTMLElement): void {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
