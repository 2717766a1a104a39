import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLogoutMutation } from '../endpoints/auth';
import { selectIsLoggedIn } from '../session';

/**
 * /player/logout (spec 1 §2: the desktop's Log out goes there), on both apps: ends this session when there is one (a
 * failed call logs out all the same), then `onDone` (the home page). Opening it logged out only leads home.
 */
export function usePlayerLogout(onDone: () => void): void {
  const loggedIn = useSelector(selectIsLoggedIn);
  const [logout] = useLogoutMutation();
  const started = useRef(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (loggedIn ? logout().then(() => undefined) : Promise.resolve()).finally(() => done.current());
  }, [loggedIn, logout]);
}
