import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { StoreProvider } from '@khela/api';
import { GlobalStyle, ToastProvider, theme } from '@khela/ui';
import { store } from './store';
import { router } from './router';

export function App() {
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {/* The lower right corner: clear of the header, the navigation and a page's heading. */}
        <ToastProvider placement="bottom-end">
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </StoreProvider>
  );
}
