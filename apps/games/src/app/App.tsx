import { lazy, Suspense } from 'react';
import { ThemeProvider } from 'styled-components';
import { createGamesStore, StoreProvider } from '@khela/api/games';
import { GlobalStyle, theme, ToastProvider } from '@khela/ui';
import { SoundProvider } from '../shell/sound';
import { GameHost } from './GameHost';
import { Centered } from './Centered';

const VerifyPage = lazy(() => import('../verify/VerifyPage'));

const store = createGamesStore();

/** `/play/verify` is the public verifier; anything else under /play/ is the game frame. */
function isVerifyPath(path = location.pathname): boolean {
  return /\/verify\/?$/.test(path);
}

export function App() {
  return (
    <StoreProvider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <SoundProvider>
            {isVerifyPath() ? (
              <Suspense fallback={<Centered loading />}>
                <VerifyPage />
              </Suspense>
            ) : (
              <GameHost />
            )}
          </SoundProvider>
        </ToastProvider>
      </ThemeProvider>
    </StoreProvider>
  );
}
