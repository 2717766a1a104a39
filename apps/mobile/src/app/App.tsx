import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createStore, StoreProvider } from '@khela/api';
import { GlobalStyle, ToastProvider, theme } from '@khela/ui';
import { ErrorModalProvider } from './errorModal';
import { Shell } from './Shell';
import { watchSessionEnd } from './sessionEnd';

const store = createStore();
watchSessionEnd(store);

export function App() {
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <ErrorModalProvider>
            {/* Navigations render synchronously: with the Redux store read through useSyncExternalStore, a store
                update that lands while a router transition is pending could leave the screen stale. */}
            <BrowserRouter useTransitions={false}>
              <Shell />
            </BrowserRouter>
          </ErrorModalProvider>
        </ToastProvider>
      </ThemeProvider>
    </StoreProvider>
  );
}
