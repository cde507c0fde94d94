import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type PreloadedState } from '../../../src/client/app/store';

/** Renders with the real store (sagas, persistence and all), as the app does. */
export function renderWithStore(ui: ReactElement, preloadedState?: PreloadedState, options?: RenderOptions) {
  const { store, persistor } = makeStore(preloadedState);
  const result = render(<Provider store={store}>{ui}</Provider>, options);
  return { store, persistor, ...result };
}
