import { useEffect, useState } from 'react';
import { loadBasemap, type Basemap } from './basemap';

export type BasemapState = { status: 'loading' | 'failed'; basemap: null } | { status: 'loaded'; basemap: Basemap };

/** The basemap outlines, loaded on first use; pins and popups work while they load (or if they fail). */
export function useBasemap(): BasemapState {
  const [state, setState] = useState<BasemapState>({ status: 'loading', basemap: null });

  useEffect(() => {
    let active = true;
    loadBasemap().then(
      (basemap) => active && setState({ status: 'loaded', basemap }),
      () => active && setState({ status: 'failed', basemap: null }),
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
