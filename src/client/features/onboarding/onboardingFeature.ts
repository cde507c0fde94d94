/**
 * The onboarding steps' state and calls, loaded with their chunk (see app/lazyFeatures.ts): a carrier who has
 * finished onboarding, as one opening a search link has, never runs them.
 */
import type { LazyFeature } from '../../app/lazyFeatures';
import { onboardingSaga } from './sagas';
import { onboardingReducer } from './slice';

export const onboardingReducers = { onboarding: onboardingReducer };

/** Registered (`registerFeature`) by each module that shows it, when that module is first evaluated. */
export const onboardingFeature: LazyFeature = { name: 'onboarding', reducers: onboardingReducers, sagas: [onboardingSaga] };
