/**
 * The onboarding steps' state and calls, loaded with their chunk (see app/lazyFeatures.ts): a carrier who has
 * finished onboarding, as one opening a search link has, never runs them.
 */
import { registerFeature } from '../../app/lazyFeatures';
import { onboardingSaga } from './sagas';
import { onboardingReducer } from './slice';

export const onboardingReducers = { onboarding: onboardingReducer };

/** Idempotent: called when the steps' module is first evaluated. */
export function registerOnboarding(): void {
  registerFeature({ name: 'onboarding', reducers: onboardingReducers, sagas: [onboardingSaga] });
}
