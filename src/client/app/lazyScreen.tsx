import type { ComponentType } from 'react';
import { Spinner } from '../ui/Spinner';
import { lazyPart, type LazyPart } from './lazyPart';
import { ScreenLoadFailed } from './screens/ScreenLoadFailed';

/** A screen whose code is fetched the first time it is opened; `preload` fetches it ahead of that. */
export type LazyScreen = LazyPart;

/** The spinner while the screen's chunk downloads; if it cannot, a way to try again inside the shell. */
export function lazyScreen<Module>(loadChunk: () => Promise<Module>, pick: (module: Module) => ComponentType): LazyScreen {
  return lazyPart(loadChunk, pick, { Loading: Spinner, Failed: ScreenLoadFailed });
}
