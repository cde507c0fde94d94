import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectIsLoggedIn } from '../../features/session/selectors';
import { MAIN_LOADS_PATH } from '../routeTable';

/**
 * Whether the user was already signed in when they arrived at the current location. Someone who signs in
 * on the login page stays put until the login saga sends them to their redirectTo.
 */
function useWasLoggedInOnArrival(): boolean {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { key } = useLocation();
  const [arrival, setArrival] = useState({ key, isLoggedIn });
  if (arrival.key !== key) {
    setArrival({ key, isLoggedIn });
    return isLoggedIn;
  }
  // Logging out never happens on these pages without a reload, but a stale "logged in" must not stick.
  return arrival.isLoggedIn && isLoggedIn;
}

/** Login, sign-up, registration and password pages make no sense to someone already signed in. */
export function RequireAnonymous() {
  const wasLoggedInOnArrival = useWasLoggedInOnArrival();
  if (wasLoggedInOnArrival) return <Navigate to={MAIN_LOADS_PATH} replace />;
  return <Outlet />;
}
