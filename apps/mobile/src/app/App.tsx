import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { StoreProvider } from '@khela/api';
import { GlobalStyle, ToastProvider, theme } from '@khela/ui';
import { ErrorModalProvider } from './errorModal';
import { HEADER_HEIGHT } from './Header';
import { Shell } from './Shell';
import { store } from './store';

export function App() {
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {/* Under the header (the main one and every page's own have its height): never over a back button or a title. */}
        <ToastProvider offset={HEADER_HEIGHT}>
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
