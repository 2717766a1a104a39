import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectEndReason, selectIsLoggedIn, useSelector } from '@khela/api';
import { sessionEnded } from './sessionEnd';

/**
 * Login-required routes (spec 1 §2): without a stored token a visitor goes to /login. A session that ends while
 * the app is open (a 401 from the balance call, spec 1 §4) goes home instead, like a logout.
 */
export function RequireAuth() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const endReason = useSelector(selectEndReason);
  const location = useLocation();
  // After a password change the page stays for the 1.5 s the shell takes to tell the player and open /login.
  if (!loggedIn && endReason === 'password_changed') return <Outlet />;
  if (!loggedIn) {
    return sessionEnded() ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
