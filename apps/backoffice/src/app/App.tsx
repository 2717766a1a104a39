import { RouterProvider } from 'react-router-dom';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { StoreProvider } from '@khela/api/backoffice';
import { GlobalStyle, ToastProvider, theme } from '@khela/ui';
import { store } from './store';
import { router } from './router';

/** Denser defaults than the player apps: a staff screen at 1280 px and wider. */
const ConsoleStyle = createGlobalStyle`
  body { font-size: 14px; min-width: 1000px; }
  ::-webkit-scrollbar { width: 10px; height: 10px; }
  ::-webkit-scrollbar-thumb { background: ${theme.colors.border}; border-radius: 10px; border: 2px solid ${theme.colors.bg}; }
  ::-webkit-scrollbar-track { background: transparent; }
`;

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
