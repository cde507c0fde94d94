import type { Reducer } from '@reduxjs/toolkit';
import type { LoadRecord } from '../../../../src/shared/loads';
import { rootReducer, type RootState } from '../../../../src/client/app/rootReducer';
import { initialLiveState, type LiveState } from '../../../../src/client/features/live/slice';
import { initialLoadsState } from '../../../../src/client/features/loads/slice';
import { initialSearchState, type SearchState } from '../../../../src/client/features/search/slice';
import { initialSessionState } from '../../../../src/client/features/session/slice';
import { demoToken } from '../../support/fixtures';

export const V1 = '2026-11-24T10:00:00.000Z';
export const V2 = '2026-11-24T10:05:00.000Z';

export interface LiveTestState {
  loads?: LoadRecord[];
  live?: Partial<LiveState>;
  search?: Partial<SearchState>;
  signedIn?: boolean;
}

/** The whole app's state, signed in, with the loads, live and search parts a test is about. */
export function appState({ loads = [], live = {}, search = {}, signedIn = true }: LiveTestState = {}): RootState {
  const empty = rootReducer(undefined, { type: 'test/init' });
  return {
    ...empty,
    session: { ...empty.session, ...initialSessionState, token: signedIn ? demoToken : null },
    loads: { ...initialLoadsState, ids: loads.map((load) => load.id), entities: Object.fromEntries(loads.map((load) => [load.id, load])) },
    live: { ...initialLiveState, ...live },
    search: { ...initialSearchState, ...search },
  };
}

/** The app's reducer as expectSaga's withReducer takes it. */
export const appReducer = rootReducer as unknown as Reducer<RootState>;
