import { createSelector } from '@reduxjs/toolkit';
import { selectLoadEntities, type LoadsState } from '../loads/slice';
import type { LoadRecord } from '../../../shared/loads';
import type { OnboardingState } from './slice';

interface WithOnboarding {
  onboarding: OnboardingState;
}

export const selectOnboarding = (state: WithOnboarding) => state.onboarding;
export const selectDriverCount = (state: WithOnboarding) => state.onboarding.driverCount;

export const selectSuggestedLoads = createSelector(
  [(state: WithOnboarding & { loads: LoadsState }) => selectLoadEntities(state), (state: WithOnboarding) => state.onboarding.suggestedIds],
  (entities, ids) => ids.map((id) => entities[id]).filter((load): load is LoadRecord => load !== undefined),
);
