/**
 * The store: Redux Toolkit with serializability checks, sagas for every multi-step process, and
 * redux-persist keeping only the session token and UI preferences (see persistence.ts). Every build, the
 * production one included, connects to Redux DevTools when the extension is present, and a recorder keeps the
 * last actions for the Contact Us replay; both see only redacted actions and state (redaction.ts).
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import { keepAnsweredReadsIn } from '../api/requestCache';
import { answeredReadsIn } from '../features/requestCache/answeredReads';
import { onFeatureRegistered, registeredFeatures, type LazyFeature } from './lazyFeatures';
import { redactAction, redactState } from './redaction';
import { createRecorder, type Recorder } from './replay/recorder';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga, runIsolated } from './rootSaga';

export type { RootState };

/** Slices a test or the app may start from, without redux-persist's bookkeeping. */
export type PreloadedState = {
  [Slice in keyof RootState]?: Omit<RootState[Slice], '_persist'>;
};

/** Sagas read the persistor from their context to purge stored state on logout, and the recorder for a replay. */
export interface SagaContext {
  persistor: Persistor;
  recorder: Recorder;
}

export function makeStore(preloadedState?: PreloadedState) {
  const sagaMiddleware = createSagaMiddleware();
  const recorder = createRecorder();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions; everything else must stay serializable.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(recorder.middleware, sagaMiddleware),
    devTools: {
      name: 'Haulboard',
      actionSanitizer: (action) => redactAction(action),
      stateSanitizer: (state) => redactState(state),
    },
  });
  // The one-second request cache keeps its answered reads here, where DevTools and a replay see them.
  keepAnsweredReadsIn(answeredReadsIn(store));
  // The sagas start before rehydration so the session saga sees REHYDRATE and can load the viewer.
  sagaMiddleware.run(rootSaga);
  registeredFeatures().forEach((feature) => sagaMiddleware.run(runIsolated, feature.sagas));
  const persistor = persistStore(store);
  sagaMiddleware.setContext({ persistor, recorder } satisfies SagaContext);
  // A feature whose chunk arrives later: its slices join the state (the root reducer already knows them), its
  // sagas start, and redux-persist rehydrates its persisted slices (a second PERSIST leaves the others alone).
  onFeatureRegistered((feature: LazyFeature) => {
    store.replaceReducer(rootReducer);
    sagaMiddleware.run(runIsolated, feature.sagas);
    persistor.persist();
  });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
