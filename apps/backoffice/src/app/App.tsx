import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { StoreProvider } from '@khela/api/backoffice';
import { GlobalStyle, ToastProvider, theme } from '@khela/ui';
import { ConsoleStyle } from './ConsoleStyle';
import { store } from './store';
import { router } from './router';

export function App() {
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ConsoleStyle />
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeProvider>
    </StoreProvider>
  );
}
