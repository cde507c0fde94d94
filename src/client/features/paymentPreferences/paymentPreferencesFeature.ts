/**
 * The Payment Preferences screen's terms and change requests, loaded with that screen's chunk (see app/lazyFeatures.ts):
 * the search screen, where a carrier lands, never needs them.
 */
import type { LazyFeature } from '../../app/lazyFeatures';
import { paymentPreferencesSaga } from './sagas';
import { paymentPreferencesReducer } from './slice';

export const paymentPreferencesReducers = { paymentPreferences: paymentPreferencesReducer };

/** Registered (`registerFeature`) by each module that shows it, when that module is first evaluated. */
export const paymentPreferencesFeature: LazyFeature = { name: 'paymentPreferences', reducers: paymentPreferencesReducers, sagas: [paymentPreferencesSaga] };
