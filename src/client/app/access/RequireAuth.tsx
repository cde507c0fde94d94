import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectIsLoggedIn, selectViewer } from '../../features/session/selectors';
import { Spinner } from '../../ui/Spinner';
import { paths } from '../routeTable';

/** The login route that brings the visitor back to where they were going, query included. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  return paths.loginThen(location.pathname + location.search);
}

/** Private screens need a session and the signed-in user's details before they render. */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const viewer = useAppSelector(selectViewer);
  const location = useLocation();

  if (!isLoggedIn) return <Navigate to={loginPathFor(location)} replace />;
  if (!viewer) return <Spinner />;
  return <Outlet />;
}
