import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { adoptEarlyReads } from '../api/request';
import { ErrorBoundary } from '../features/errors/components/ErrorBoundary';
import { Spinner } from '../ui/Spinner';
import { setNavigator } from './navigation';
import { routes } from './routes';
import { appOpenedAt } from './routerActions';
import { preloadScreenAt } from './screenComponents';
import { makeStore, type AppStore } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppRuntime {
  store: AppStore;
  persistor: Persistor;
  router: AppRouter;
}

/** The store and the browser router, created once per page; sagas navigate through the router. */
export function createAppRuntime(): AppRuntime {
  const { store, persistor } = makeStore();
  // Before any saga asks: they wait for the session's rehydration, which is asynchronous.
  adoptEarlyReads();
  const router = createBrowserRouter(routes);
  preloadScreenAt(router.state.location.pathname);
  setNavigator((path, options) => void router.navigate(path, options));
  const { pathname, search } = router.state.location;
  store.dispatch(appOpenedAt({ pathname, search }));
  return { store, persistor, router };
}

/** The whole app; tests pass a memory router built from the same routes. */
export function App({ store, persistor, router }: AppRuntime) {
  return (
    <ErrorBoundary>
      <Provider store={store}>
        {/* The stored session must be back before the route guards decide who the visitor is. */}
        <PersistGate loading={<Spinner />} persistor={persistor}>
          <RouterProvider router={router} />
        </PersistGate>
      </Provider>
    </ErrorBoundary>
  );
}
