/**
 * Putting a driver on a claimed load, from claim step 2 or the change-driver screen: both submit
 * `changeLoadDriver`, and both forms read the submit's progress and the server's message here, by load id.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface DriverAssignment {
  status: 'submitting' | 'failed';
  /** The server's message, shown as the form's root error. */
  message: string | null;
}

export interface DriverAssignmentState {
  byLoadId: Record<number, DriverAssignment>;
}

export const initialDriverAssignmentState: DriverAssignmentState = { byLoadId: {} };

interface DriverChoice {
  loadId: number;
  driverId: number;
}

const submitting: DriverAssignment = { status: 'submitting', message: null };

const driverAssignmentSlice = createSlice({
  name: 'driverAssignment',
  initialState: initialDriverAssignmentState,
  reducers: {
    /** Claim step 2: on success the claim's confirmation follows. */
    claimDriverAssignRequested(state, action: PayloadAction<DriverChoice>) {
      state.byLoadId[action.payload.loadId] = submitting;
    },
    /** The change-driver screen: on success back to the load. */
    driverChangeRequested(state, action: PayloadAction<DriverChoice>) {
      state.byLoadId[action.payload.loadId] = submitting;
    },
    loadDriverChanged(state, action: PayloadAction<number>) {
      delete state.byLoadId[action.payload];
    },
    loadDriverChangeFailed(state, action: PayloadAction<{ loadId: number; message: string }>) {
      state.byLoadId[action.payload.loadId] = { status: 'failed', message: action.payload.message };
    },
    driverFormOpened(state, action: PayloadAction<number>) {
      delete state.byLoadId[action.payload];
    },
  },
});

export const { claimDriverAssignRequested, driverChangeRequested, loadDriverChanged, loadDriverChangeFailed, driverFormOpened } =
  driverAssignmentSlice.actions;
export const driverAssignmentReducer = driverAssignmentSlice.reducer;

interface WithDriverAssignment {
  driverAssignment: DriverAssignmentState;
}

export const selectDriverAssignment = (state: WithDriverAssignment, loadId: number): DriverAssignment | undefined =>
  state.driverAssignment.byLoadId[loadId];
