/**
 * Backhaul search's state and calls, loaded with the load detail's and the backhauls screen's chunks (see
 * app/lazyFeatures.ts): the search screen, where a carrier lands, never needs them.
 */
import type { LazyFeature } from '../../app/lazyFeatures';
import { backhaulsSaga } from './sagas';
import { backhaulsReducer } from './slice';

export const backhaulsReducers = { backhauls: backhaulsReducer };

/** Registered (`registerFeature`) by each module that shows it, when that module is first evaluated. */
export const backhaulsFeature: LazyFeature = { name: 'backhauls', reducers: backhaulsReducers, sagas: [backhaulsSaga] };
