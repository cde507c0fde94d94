/**
 * Onboarding (account spec 2.7): the submitted step's status and failure (onboardingText.ts words it), how many
 * drivers the carrier has, and the suggested loads (their ids; the loads themselves are in the loads slice).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DriverFormValues, TruckRowValues, UserDetailsValues } from '../../../shared/onboardingSchemas';
import type { OnboardingStep } from '../../../shared/onboardingSteps';
import type { Failure } from '../../api/failure';
import type { CarrierEquipmentValues, PreferenceChanges, UserPreferences } from '../../api/onboardingApi';

/** What each step's Next sends; steps without a save send nothing. */
export type StepSubmission =
  | { step: 'welcome' | 'add-driver-confirm' | 'load-preferences' }
  | { step: 'confirm-info'; values: UserDetailsValues }
  | { step: 'add-hauler'; values: TruckRowValues[] }
  | { step: 'haul-equipment'; values: CarrierEquipmentValues }
  | { step: 'add-driver'; values: DriverFormValues }
  | { step: 'haul-drive-preferences' | 'location'; values: PreferenceChanges };

export type SubmitStatus = 'idle' | 'submitting' | 'failed';
export type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface OnboardingState {
  status: SubmitStatus;
  failure: Failure | null;
  /** Null until counted (a second device does not know what the first one added). */
  driverCount: number | null;
  suggestedIds: number[];
  suggestedStatus: ListStatus;
  /** What the user chose before (on any device), to start the preference steps from. */
  preferences: UserPreferences | null;
}

export const initialOnboardingState: OnboardingState = {
  status: 'idle', failure: null, driverCount: null, suggestedIds: [], suggestedStatus: 'idle', preferences: null,
};

const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    onboardingStepOpened(state, _action: PayloadAction<OnboardingStep>) {
      state.status = 'idle';
      state.failure = null;
    },
    onboardingStepSubmitted(state, _action: PayloadAction<StepSubmission>) {
      state.status = 'submitting';
      state.failure = null;
    },
    onboardingStepSaved(state, _action: PayloadAction<{ step: OnboardingStep; next: OnboardingStep }>) {
      state.status = 'idle';
    },
    onboardingStepFailed(state, action: PayloadAction<Failure>) {
      state.status = 'failed';
      state.failure = action.payload;
    },
    driverCountReceived(state, action: PayloadAction<number>) {
      state.driverCount = action.payload;
    },
    onboardingDriverAdded(state) {
      state.driverCount = (state.driverCount ?? 0) + 1;
    },
    suggestedLoadsRequested(state, _action: PayloadAction<{ forceEmpty: boolean }>) {
      state.suggestedStatus = 'loading';
    },
    suggestedLoadsReceived(state, action: PayloadAction<number[]>) {
      state.suggestedStatus = 'loaded';
      state.suggestedIds = action.payload;
    },
    suggestedLoadsFailed(state) {
      state.suggestedStatus = 'failed';
      state.suggestedIds = [];
    },
    onboardingResumeRequested() {},
    userPreferencesReceived(state, action: PayloadAction<UserPreferences>) {
      state.preferences = action.payload;
    },
  },
});

export const {
  onboardingStepOpened,
  onboardingStepSubmitted,
  onboardingStepSaved,
  onboardingStepFailed,
  driverCountReceived,
  onboardingDriverAdded,
  suggestedLoadsRequested,
  suggestedLoadsReceived,
  suggestedLoadsFailed,
  onboardingResumeRequested,
  userPreferencesReceived,
} = onboardingSlice.actions;

export const onboardingReducer = onboardingSlice.reducer;
