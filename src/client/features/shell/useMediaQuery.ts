import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_LARGE } from '../../../shared/constants';

// jsdom (and very old browsers) have no matchMedia; the window width answers the same question there.
function matchesMinWidth(minWidth: number): boolean {
  if (typeof window.matchMedia === 'function') {
    return window.matchMedia(`(min-width: ${minWidth}px)`).matches;
  }
  return window.innerWidth >= minWidth;
}

/** True while the viewport is at least `minWidth` pixels wide; follows resizes. */
export function useMinWidth(minWidth: number): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width: ${minWidth}px)`) : null;
      query?.addEventListener?.('change', onChange);
      window.addEventListener('resize', onChange);
      return () => {
        query?.removeEventListener?.('change', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    [minWidth],
  );
  return useSyncExternalStore(subscribe, () => matchesMinWidth(minWidth), () => true);
}

/** Desktop layout (top bar, tables) from the large breakpoint up. */
export function useIsDesktop(): boolean {
  return useMinWidth(BREAKPOINT_LARGE);
}
