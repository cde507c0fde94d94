import { useEffect, useState, type ComponentType } from 'react';
import { selectIsOnline } from '../features/network/slice';
import { useAppSelector } from './hooks';

/** A component whose code is fetched the first time it is shown; `preload` fetches it ahead of that. */
export type LazyPart<Props extends object = object> = ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> };

export interface LazyPartStates {
  /** Shown while the code downloads. */
  Loading: ComponentType;
  /** Shown when the download failed; `onRetry` fetches it again, as the connection coming back does. */
  Failed: ComponentType<{ onRetry: () => void }>;
}

/** For a part that the screen can do without while its code is missing: nothing in its place. */
export const NOTHING: LazyPartStates = { Loading: () => null, Failed: () => null };

/**
 * Wraps one export of a chunk: a screen, a chart, a map. Once the code has arrived, every later showing renders
 * it at once. Not React.lazy: a Suspense boundary that has shown its fallback holds the content back for another
 * 300 ms after the code arrives, and React.lazy keeps a failed import failed for good, throwing it to the error
 * page, where a weak network wants the rest of the screen kept and the code fetched again (issue 22).
 */
export function lazyPart<Module, Props extends object = object>(
  loadChunk: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  { Loading, Failed }: LazyPartStates,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | null = null;
  // Nothing of a failed fetch is kept: the next call asks the bundler again, which fetches the chunk anew.
  const preload = () => loadChunk().then((module) => (loaded = pick(module)));

  function Part(props: Props) {
    const online = useAppSelector(selectIsOnline);
    const [Component, setComponent] = useState<ComponentType<Props> | null>(() => loaded);
    const [retries, setRetries] = useState(0);
    // A failure belongs to one try; a retry or the connection coming back is a new try, so it shows Loading.
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

    if (Component) return <Component {...props} />;
    if (failedAttempt === attempt) return <Failed onRetry={() => setRetries((count) => count + 1)} />;
    return <Loading />;
  }
  return Object.assign(Part, { preload });
}
