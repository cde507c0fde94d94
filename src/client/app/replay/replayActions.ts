/**
 * Replays a recording through the root reducer, as a fresh store would, and names the screens it passed
 * through. No saga runs: the recorded actions already hold every answer the server gave.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { isDeepStrictEqual } from 'node:util';
import { matchPath } from 'react-router-dom';
import { FLUSH, PERSIST, PURGE } from 'redux-persist';
import { redactState } from '../redaction';
import { registeredFeatures } from '../lazyFeatures';
import { rootReducer, type RootState } from '../rootReducer';
import { locationChanged } from '../routerActions';
import { screenEntries } from '../routeTable';
import type { Replay } from '../../../shared/replay';
import { registerFeature } from '../lazyFeatures';
import { backhaulsFeature } from '../../features/backhauls/backhaulsFeature';
import { driverPageFeature } from '../../features/driverLink/driverPage';
import { loadInspectionsFeature } from '../../features/loadInspections/loadInspectionsFeature';
import { myDocumentsFeature } from '../../features/myDocuments/myDocumentsFeature';
import { onboardingFeature } from '../../features/onboarding/onboardingFeature';
import { paymentPreferencesFeature } from '../../features/paymentPreferences/paymentPreferencesFeature';

// A replay may pass the screens whose slices come with their chunks: those slices are replayed as well.
registerFeature(backhaulsFeature);
registerFeature(driverPageFeature);
registerFeature(loadInspectionsFeature);
registerFeature(myDocumentsFeature);
registerFeature(onboardingFeature);
registerFeature(paymentPreferencesFeature);

export interface PassedScreen {
  path: string;
  title: string;
}

export interface ReplayResult {
  state: RootState;
  screens: PassedScreen[];
  /** The replayed state, redacted, is the state the carrier's tab held when the replay was made. */
  matchesRecording: boolean;
}

const ignore = () => undefined;

// redux-persist's bookkeeping actions carry callbacks that a recording cannot hold; its reducers call them.
const ACTIONS_WITH_CALLBACKS: readonly string[] = [PERSIST, PURGE, FLUSH];
const withCallbacks = (action: UnknownAction): UnknownAction =>
  ACTIONS_WITH_CALLBACKS.includes(action.type) ? { ...action, register: ignore, rehydrate: ignore, result: ignore } : action;

export function replayActions({ actions, preloadedState, finalState }: Replay): ReplayResult {
  const start = (preloadedState ?? undefined) as Partial<RootState> | undefined;
  const state = actions.reduce<RootState>((current, action) => rootReducer(current, withCallbacks(action)), rootReducer(start, { type: '@@replay/INIT' }));
  const screens = actions.filter(locationChanged.match).map(({ payload }) => ({
    path: `${payload.pathname}${payload.search}`,
    title: screenEntries.find(([, entry]) => matchPath(entry.path, payload.pathname))?.[1].title ?? 'Unknown screen',
  }));
  const matchesRecording = isDeepStrictEqual(JSON.parse(JSON.stringify(redactState(heldBy(state, finalState)))), finalState);
  return { state, screens, matchesRecording };
}

/**
 * The replay reduces with every feature; the tab held only the slices of the chunks it had loaded (a search and
 * a claim never load the driver page's). A chunk's slice the recording does not hold is left out of the
 * comparison; every slice of main.js is compared.
 */
function heldBy(state: RootState, finalState: unknown): Partial<RootState> {
  if (finalState === null || typeof finalState !== 'object') return state;
  const chunkSlices = new Set(registeredFeatures().flatMap((feature) => Object.keys(feature.reducers)));
  return Object.fromEntries(Object.entries(state).filter(([key]) => !chunkSlices.has(key) || key in finalState)) as Partial<RootState>;
}
