// The entry. It starts the app in steps, each its own task, so no single task holds the main thread for long (issue
// 15: one ~280 ms task at 4x CPU before): the libraries one set at a time (React and React DOM, styled-components,
// Redux with RTK Query, the router, i18next), then the store with the first screen's requests and the texts
// (setup.ts), then the screens (start.tsx) and the first render. index.html preloads every chunk of these steps
// (tooling/vite/player-build.ts), so they download together and only their evaluation is spread out.
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** How long the first render waits for the first screen's data, at most, once the texts are there. */
const FIRST_DATA_WAIT_MS = 1000;

async function startInSteps(root: HTMLElement) {
  // One binding from each library: the step evaluates that library's chunk, and the build keeps nothing else for it.
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const { ThemeProvider } = await import('styled-components');
  await nextTask();
  const { createApi } = await import('@reduxjs/toolkit/query/react');
  await nextTask();
  const { useRoutes } = await import('react-router-dom');
  await nextTask();
  const { useTranslation } = await import('react-i18next');
  void [createRoot, ThemeProvider, createApi, useRoutes, useTranslation];
  await nextTask();
  const { texts, firstScreenData } = await import('./setup');
  await nextTask();
  const { render } = await import('./start');
  // The first render waits for the texts (rendering anyway if they failed twice) and, a little, for the first screen's
  // data: rendered with it, it is not interrupted by the data's arrival (a store update in the middle of a render React
  // slices makes it finish that render in one long task).
  const data = Promise.race([firstScreenData, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
  await Promise.all([texts.catch(() => undefined), data]);
  render(root);
}

const root = document.getElementById('root');
if (root) void startInSteps(root);
