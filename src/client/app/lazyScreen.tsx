import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from '../ui/Spinner';

/** A screen whose code is fetched the first time it is opened; `preload` fetches it ahead of that. */
export type LazyScreen = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * Wraps one export of a route group's chunk. The spinner shows while the chunk downloads; once it has
 * arrived, every later visit renders the screen at once, without a flash of the spinner.
 */
export function lazyScreen<Module>(loadChunk: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyScreen {
  let loaded: ComponentType | null = null;
  const preload = () => loadChunk().then((module) => (loaded = pick(module)));
  const Deferred = lazy(() => preload().then((component) => ({ default: component })));

  function Screen() {
    // Chosen once per mount: switching from the deferred to the loaded component would remount the screen.
    const [Component] = useState<ComponentType | null>(() => loaded);
    if (Component) return <Component />;
    return (
      <Suspense fallback={<Spinner />}>
        <Deferred />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload });
}
