import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useSelector } from '@khela/api';
import { sessionEnded } from './sessionEnd';

/**
 * Login-required routes (spec 1 §2): without a stored token a visitor goes to /login. A session that ends while
 * the app is open (a 401 from the balance call, spec 1 §4) goes home instead, like a logout.
 */
export function RequireAuth() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    return sessionEnded() ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
