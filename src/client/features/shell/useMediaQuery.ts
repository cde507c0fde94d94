import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { BREAKPOINT_LARGE } from '../../../shared/constants';
import { matchesMinWidth } from './viewportWidth';

/** The layout a render without a window draws (the frame prerendered at build time is the phone's). */
export const LayoutWithoutWindow = createContext<'desktop' | 'phone'>('desktop');

/** True while the viewport is at least `minWidth` pixels wide; follows resizes. */
export function useMinWidth(minWidth: number): boolean {
  const withoutWindow = useContext(LayoutWithoutWindow);
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
  return useSyncExternalStore(subscribe, () => matchesMinWidth(minWidth), () => withoutWindow === 'desktop');
}

/** Desktop layout (top bar, tables) from the large breakpoint up. */
export function useIsDesktop(): boolean {
  return useMinWidth(BREAKPOINT_LARGE);
}
