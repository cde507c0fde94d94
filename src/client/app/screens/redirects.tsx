import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn } from '../../features/session/selectors';
import { useAppSelector } from '../hooks';
import { screens } from '../routeTable';
import { NotFoundScreen } from './NotFoundScreen';

/** Sends the visitor to `to`, keeping the query string. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

const OLD_LOAD_PREFIX = '/search/load';

/** Loads spec 2: any path starting with /search/load is the same path without /search. */
export function OldSearchLoadRedirect() {
  const { pathname, search, hash } = useLocation();
  if (!pathname.startsWith(OLD_LOAD_PREFIX)) return <NotFoundScreen />;
  return <Navigate to={{ pathname: pathname.slice('/search'.length), search, hash }} replace />;
}

/**
 * `/coming-soon` (issue 22): nothing is announced there, so it leads where the product's news is: the dashboard
 * (its charts say 'Coming Soon!') for someone signed in, the landing page for a visitor.
 */
export function ComingSoonRedirect() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return <Navigate to={isLoggedIn ? screens.dashboard.path : screens.home.path} replace />;
}
