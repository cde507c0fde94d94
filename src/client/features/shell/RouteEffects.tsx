import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { locationChanged } from '../../app/routerActions';
import { focusHeadingWhenShown } from './focusHeadingOnNavigation';
import { formatPageTitle, useCurrentScreenHandle } from './pageTitle';

/**
 * Everything that follows the current location: the document title and the `locationChanged` action
 * (on every navigation) that releases queued flash messages and records page views, and focus on the new
 * screen's heading when the path changes (not on the first page, where the browser starts at the top anyway,
 * nor when only the query changes, as a search does while the carrier works its form).
 */
export function RouteEffects() {
  const dispatch = useAppDispatch();
  // The key changes on every navigation, also to the page already open, which must release queued flashes too.
  const { pathname, search, key } = useLocation();
  const handle = useCurrentScreenHandle();

  const title = handle && formatPageTitle(handle.title, handle.section);
  const firstPath = useRef(pathname);

  // Routes without a handle (redirects, the not-found screen) leave the title to their element.
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    dispatch(locationChanged({ pathname, search }));
  }, [dispatch, pathname, search, key]);

  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    return focusHeadingWhenShown();
  }, [pathname]);

  return null;
}
