import { createGlobalStyle } from 'styled-components';
import { theme } from '@khela/ui';

/** Denser defaults than the player apps: a staff screen at 1280 px and wider. Used by the console and its stories. */
export const ConsoleStyle = createGlobalStyle`
  body { font-size: 14px; min-width: 1000px; }
  ::-webkit-scrollbar { width: 10px; height: 10px; }
  ::-webkit-scrollbar-thumb { background: ${theme.colors.border}; border-radius: 10px; border: 2px solid ${theme.colors.bg}; }
  ::-webkit-scrollbar-track { background: transparent; }
`;
