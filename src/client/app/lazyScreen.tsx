import { useEffect, useState, type ComponentType } from 'react';
import { selectIsOnline } from '../features/network/slice';
import { Spinner } from '../ui/Spinner';
import { useAppSelector } from './hooks';
import { ScreenLoadFailed } from './screens/ScreenLoadFailed';

/** A screen whose code is fetched the first time it is opened; `preload` fetches it ahead of that. */
export type LazyScreen = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * Wraps one export of a route group's chunk. The spinner shows while the chunk downloads; once it has
 * arrived, every later visit renders the screen at once. Not React.lazy: a Suspense boundary that has shown
 * its fallback holds the content back for another 300 ms after the code arrives, which a carrier waits out
 * on every first visit; and React.lazy keeps a failed import failed for good, where a weak network wants it
 * fetched again (issue 22).
 */
export function lazyScreen<Module>(loadChunk: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyScreen {
  let loaded: ComponentType | null = null;
  // Nothing of a failed fetch is kept: the next call asks the bundler again, which fetches the chunk anew.
  const preload = () => loadChunk().then((module) => (loaded = pick(module)));

  function Screen() {
    const online = useAppSelector(selectIsOnline);
    const [Component, setComponent] = useState<ComponentType | null>(() => loaded);
    const [retries, setRetries] = useState(0);
    // A failure belongs to one try; a retry or the connection coming back is a new try, so it shows the spinner.
    const attempt = `${retries}:${online}`;
    const [failedAttempt, setFailedAttempt] = useState<string | null>(null);

    useEffect(() => {
      if (Component) return undefined;
      let mounted = true;
      preload().then(
        (component) => mounted && setComponent(() => component),
        () => mounted && setFailedAttempt(attempt),
      );
      return () => {
        mounted = false;
      };
    }, [Component, attempt]);

    if (Component) return <Component />;
    if (failedAttempt === attempt) return <ScreenLoadFailed onRetry={() => setRetries((count) => count + 1)} />;
    return <Spinner />;
  }
  return Object.assign(Screen, { preload });
}
