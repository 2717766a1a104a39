import { createContext, useContext } from 'react';

export interface LoginModalControl {
  openLogin(): void;
  closeLogin(): void;
}

export const LoginModalContext = createContext<LoginModalControl>({ openLogin() {}, closeLogin() {} });

/** Opens the header's login modal from anywhere (the /login page is for links and RequireAuth's redirects). */
export function useLoginModal(): LoginModalControl {
  return useContext(LoginModalContext);
}
