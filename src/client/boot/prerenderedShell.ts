/**
 * index.html carries the signed-in frame and the search form, prerendered at build time from the app's own
 * components (app/prerender/shellMarkup.tsx), hidden. It is shown, instead of the spinner, only where it is what
 * the app will draw: a stored session, the search screen, a phone's width (the frame prerendered is the phone's).
 * Its controls stay inert until the app replaces it (createRoot clears #root), so nothing typed can be lost.
 */
import { loadScreens } from '../app/routeTable/loadScreens';
import { isDesktopWidth } from '../features/shell/viewportWidth';
import { storedToken } from '../features/session/storedSession';

export const PRERENDERED_SHELL_ID = 'hb-prerendered-shell';

export function showsPrerenderedShell(pathname: string): boolean {
  return pathname === loadScreens.search.path && !isDesktopWidth() && storedToken() !== null;
}

export function showPrerenderedShell(pathname: string): void {
  if (!showsPrerenderedShell(pathname)) return;
  const shell = document.getElementById(PRERENDERED_SHELL_ID);
  if (!shell) return;
  shell.hidden = false;
  // The spinner's own display rule would outrank [hidden].
  document.querySelector('#root > .hb-spinner')?.remove();
}
