/**
 * The Payment Preferences screen's terms and change requests, loaded with that screen's chunk (see app/lazyFeatures.ts):
 * the search screen, where a carrier lands, never needs them.
 */
import { registerFeature } from '../../app/lazyFeatures';
import { paymentPreferencesSaga } from './sagas';
import { paymentPreferencesReducer } from './slice';

export const paymentPreferencesReducers = { paymentPreferences: paymentPreferencesReducer };

/** Idempotent: called when the screen's module is first evaluated. */
export function registerPaymentPreferences(): void {
  registerFeature({ name: 'paymentPreferences', reducers: paymentPreferencesReducers, sagas: [paymentPreferencesSaga] });
}
