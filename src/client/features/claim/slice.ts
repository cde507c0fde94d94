/**
 * Claim step 1 (loads spec 2, Claim flow): the schedule submit that claims the load. The state is kept per
 * load so a form opened for another load never shows this one's errors.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  idleScheduleSubmission,
  submittingSchedule,
  type ScheduleFailure,
  type ScheduleSubmission,
  type ScheduleSubmitted,
} from '../schedule/scheduleSubmission';

export interface ClaimState {
  scheduleByLoadId: Record<number, ScheduleSubmission>;
}

export const initialClaimState: ClaimState = { scheduleByLoadId: {} };

const claimSlice = createSlice({
  name: 'claim',
  initialState: initialClaimState,
  reducers: {
    claimScheduleSubmitted(state, action: PayloadAction<ScheduleSubmitted>) {
      state.scheduleByLoadId[action.payload.loadId] = submittingSchedule;
    },
    loadClaimScheduled(state, action: PayloadAction<number>) {
      delete state.scheduleByLoadId[action.payload];
    },
    claimScheduleFailed(state, action: PayloadAction<ScheduleFailure>) {
      const { loadId, message, fieldErrors } = action.payload;
      state.scheduleByLoadId[loadId] = { status: 'failed', message, fieldErrors };
    },
    /** Opening step 1 starts the form clean. */
    claimScheduleOpened(state, action: PayloadAction<number>) {
      delete state.scheduleByLoadId[action.payload];
    },
  },
});

export const { claimScheduleSubmitted, loadClaimScheduled, claimScheduleFailed, claimScheduleOpened } = claimSlice.actions;
export const claimReducer = claimSlice.reducer;

export const selectClaimSchedule = (state: { claim: ClaimState }, loadId: number): ScheduleSubmission =>
  state.claim.scheduleByLoadId[loadId] ?? idleScheduleSubmission;
