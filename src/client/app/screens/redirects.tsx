import { Navigate, useLocation } from 'react-router-dom';
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
