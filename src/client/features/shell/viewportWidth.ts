/** The viewport's width against a breakpoint, read the same way by the layout hooks and by boot.js. */
import { BREAKPOINT_LARGE } from '../../../shared/constants';

// jsdom (and very old browsers) have no matchMedia; the window width answers the same question there.
export function matchesMinWidth(minWidth: number): boolean {
  if (typeof window.matchMedia === 'function') {
    return window.matchMedia(`(min-width: ${minWidth}px)`).matches;
  }
  return window.innerWidth >= minWidth;
}

/** Desktop layout (top bar, tables) from the large breakpoint up. */
export const isDesktopWidth = (): boolean => matchesMinWidth(BREAKPOINT_LARGE);
