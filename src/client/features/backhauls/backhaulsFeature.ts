/**
 * Backhaul search's state and calls, loaded with the load detail's and the backhauls screen's chunks (see
 * app/lazyFeatures.ts): the search screen, where a carrier lands, never needs them.
 */
import { registerFeature } from '../../app/lazyFeatures';
import { backhaulsSaga } from './sagas';
import { backhaulsReducer } from './slice';

export const backhaulsReducers = { backhauls: backhaulsReducer };

/** Idempotent: called when a module that shows backhauls is first evaluated. */
export function registerBackhauls(): void {
  registerFeature({ name: 'backhauls', reducers: backhaulsReducers, sagas: [backhaulsSaga] });
}
