/** Claim step 1 (loads spec 2, Claim flow): the schedule submit that claims the load. */
import { createSlice } from '@reduxjs/toolkit';
import {
  loadSubmissionOf,
  loadSubmissionReducers,
  noLoadSubmissions,
  type LoadSubmission,
  type LoadSubmissions,
  type ScheduleSubmitted,
} from '../loadChanges/loadSubmission';

const claimSchedule = loadSubmissionReducers<ScheduleSubmitted>();

const claimSlice = createSlice({
  name: 'claim',
  initialState: noLoadSubmissions,
  reducers: {
    claimScheduleSubmitted: claimSchedule.submitted,
    loadClaimScheduled: claimSchedule.cleared,
    claimScheduleFailed: claimSchedule.failed,
    /** Opening step 1 starts the form clean. */
    claimScheduleOpened: claimSchedule.cleared,
  },
});

export const { claimScheduleSubmitted, loadClaimScheduled, claimScheduleFailed, claimScheduleOpened } = claimSlice.actions;
export const claimReducer = claimSlice.reducer;

export const selectClaimSchedule = (state: { claim: LoadSubmissions }, loadId: number): LoadSubmission =>
  loadSubmissionOf(state.claim, loadId);
