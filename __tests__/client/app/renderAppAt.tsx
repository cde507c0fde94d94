/**
 * Renders the whole app (real store, real routes, memory router) at a path, as the app and shell tests need.
 * The network is stubbed with requests that never answer, so the sagas started by the session (viewer,
 * logout) wait quietly unless a test answers them itself.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import type { Viewer } from '../../../src/shared/wire';
import { App } from '../../../src/client/app/App';
import { setNavigator } from '../../../src/client/app/navigation';
import { routes } from '../../../src/client/app/routes';
import { preloadScreens } from '../../../src/client/app/screenComponents';
import { makeStore, type PreloadedState } from '../../../src/client/app/store';

export const sampleViewer: Viewer = {
  userId: 7,
  userName: 'dana.hauler',
  email: 'dana@carrier.test',
  firstName: 'Dana',
  lastName: 'Whitfield',
  name: 'Dana Whitfield',
  primaryPhone: { phoneNumber: '734-555-0100' },
  cellPhone: { phoneNumber: null },
  address: { address1: '1 Main St', address2: null, city: 'Plymouth', state: 'MI', zip: '48170' },
  client: { clientId: 31, name: 'Whitfield Auto Transport' },
};

const idleLogin = { status: 'idle' as const, failure: null, answer: null };
const sampleToken = { tokenType: 'bearer', accessToken: 'test-token' };

export function signedInState(): PreloadedState {
  return { session: { token: sampleToken, viewer: sampleViewer, viewerStatus: 'succeeded', login: idleLogin } };
}

export function signedInWithoutViewerState(): PreloadedState {
  return { session: { token: sampleToken, viewer: null, viewerStatus: 'loading', login: idleLogin } };
}

/** jsdom has no matchMedia, so the layout hooks read the window width. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const persistors: Persistor[] = [];

export function renderAppAt(path: string | string[], preloadedState?: PreloadedState) {
  const { store, persistor } = makeStore(preloadedState);
  persistors.push(persistor);
  const entries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  // Spied before the first render so components hold the spy from the start.
  const dispatchSpy = jest.spyOn(store, 'dispatch');
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(<App store={store} persistor={persistor} router={router} />);
  return { ...view, store, router, dispatchSpy, user: userEvent.setup() };
}

export function currentLocation(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

// The screens' chunks are fetched once per file, as a returning visitor's browser has them cached: the tests
// read screens, not the spinner of their first download (lazyScreen.test.tsx covers that).
beforeAll(preloadScreens);

beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
  // ScrollRestoration scrolls on every navigation; jsdom only logs that it cannot.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  setViewportWidth(1024);
});

// A store of an earlier test must not write its state into the storage the next test rehydrates from.
afterEach(async () => {
  for (const persistor of persistors.splice(0)) {
    persistor.pause();
    await persistor.flush();
  }
  window.localStorage.clear();
  // The tab's own storage too: the registration wizard and the driver's inspection drafts are kept there.
  window.sessionStorage.clear();
  setNavigator(null);
});
