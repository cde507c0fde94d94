/** Changing a claimed load's pick-up and drop-off times (loads spec 2, /load/{id}/change-pickup-dropoff). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  idleScheduleSubmission,
  submittingSchedule,
  type ScheduleFailure,
  type ScheduleSubmission,
  type ScheduleSubmitted,
} from '../schedule/scheduleSubmission';

export interface ChangeDatesState {
  byLoadId: Record<number, ScheduleSubmission>;
}

export const initialChangeDatesState: ChangeDatesState = { byLoadId: {} };

const changeDatesSlice = createSlice({
  name: 'changeDates',
  initialState: initialChangeDatesState,
  reducers: {
    loadDatesChangeSubmitted(state, action: PayloadAction<ScheduleSubmitted>) {
      state.byLoadId[action.payload.loadId] = submittingSchedule;
    },
    loadDatesChanged(state, action: PayloadAction<number>) {
      delete state.byLoadId[action.payload];
    },
    loadDatesChangeFailed(state, action: PayloadAction<ScheduleFailure>) {
      const { loadId, message, fieldErrors } = action.payload;
      state.byLoadId[loadId] = { status: 'failed', message, fieldErrors };
    },
    /** Opening the screen starts the form clean. */
    changeDatesOpened(state, action: PayloadAction<number>) {
      delete state.byLoadId[action.payload];
    },
  },
});

export const { loadDatesChangeSubmitted, loadDatesChanged, loadDatesChangeFailed, changeDatesOpened } =
  changeDatesSlice.actions;
export const changeDatesReducer = changeDatesSlice.reducer;

export const selectChangeDates = (state: { changeDates: ChangeDatesState }, loadId: number): ScheduleSubmission =>
  state.changeDates.byLoadId[loadId] ?? idleScheduleSubmission;
