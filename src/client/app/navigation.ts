import { isAppPath } from '../../shared/appPaths';

/**
 * Navigation for code outside React: the router registers its navigate function here, and sagas
 * `call(navigateTo, path)` so tests can provide it.
 */
export interface NavigateOptions {
  replace?: boolean;
}

export type Navigator = (path: string, options: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(path: string, options: NavigateOptions = {}): void {
  if (navigator) navigator(path, options);
  // Before the router has mounted, a full page load still gets the user there.
  else if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}

/** A full page load: the current page again, or `path` (logout goes to '/'). */
export function reloadPage(path?: string): void {
  if (path === undefined) window.location.reload();
  else window.location.assign(path);
}

/** Only paths of this app are followed after login, so a crafted redirectTo cannot send users away. */
export function isSafeRedirect(path: string | null | undefined): path is string {
  return typeof path === 'string' && isAppPath(path);
}
