import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '../ui/Spinner';

/** A screen whose code is fetched the first time it is opened; `preload` fetches it ahead of that. */
export type LazyScreen = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * Wraps one export of a route group's chunk. The spinner shows while the chunk downloads; once it has
 * arrived, every later visit renders the screen at once. Not React.lazy: a Suspense boundary that has shown
 * its fallback holds the content back for another 300 ms after the code arrives, which a carrier waits out
 * on every first visit.
 */
export function lazyScreen<Module>(loadChunk: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyScreen {
  let loaded: ComponentType | null = null;
  const preload = () => loadChunk().then((module) => (loaded = pick(module)));

  function Screen() {
    const [Component, setComponent] = useState<ComponentType | null>(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);

    useEffect(() => {
      if (Component) return undefined;
      let mounted = true;
      preload().then(
        (component) => mounted && setComponent(() => component),
        (error: unknown) => mounted && setFailure(() => error),
      );
      return () => {
        mounted = false;
      };
    }, [Component]);

    // A chunk that cannot be fetched goes to the error boundary, as any other failure to draw the screen.
    if (failure) throw failure;
    return Component ? <Component /> : <Spinner />;
  }
  return Object.assign(Screen, { preload });
}
