/**
 * Putting a driver on a claimed load, from claim step 2 or the change-driver screen: both submit
 * `changeLoadDriver`, and both forms read the submit's progress and the server's message here, by load id.
 */
import { createSlice } from '@reduxjs/toolkit';
import {
  loadSubmissionOf,
  loadSubmissionReducers,
  noLoadSubmissions,
  type LoadSubmission,
  type LoadSubmissions,
} from '../loadChanges/loadSubmission';

interface DriverChoice {
  loadId: number;
  driverId: number;
}

const driverAssignment = loadSubmissionReducers<DriverChoice>();

const driverAssignmentSlice = createSlice({
  name: 'driverAssignment',
  initialState: noLoadSubmissions,
  reducers: {
    /** Claim step 2: on success the claim's confirmation follows. */
    claimDriverAssignRequested: driverAssignment.submitted,
    /** The change-driver screen: on success back to the load. */
    driverChangeRequested: driverAssignment.submitted,
    loadDriverChanged: driverAssignment.cleared,
    loadDriverChangeFailed: driverAssignment.failed,
    driverFormOpened: driverAssignment.cleared,
  },
});

export const { claimDriverAssignRequested, driverChangeRequested, loadDriverChanged, loadDriverChangeFailed, driverFormOpened } =
  driverAssignmentSlice.actions;
export const driverAssignmentReducer = driverAssignmentSlice.reducer;

export const selectDriverAssignment = (state: { driverAssignment: LoadSubmissions }, loadId: number): LoadSubmission =>
  loadSubmissionOf(state.driverAssignment, loadId);
