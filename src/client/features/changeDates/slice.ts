/** Changing a claimed load's pick-up and drop-off times (loads spec 2, /load/{id}/change-pickup-dropoff). */
import { createSlice } from '@reduxjs/toolkit';
import {
  loadSubmissionOf,
  loadSubmissionReducers,
  noLoadSubmissions,
  type LoadSubmission,
  type LoadSubmissions,
  type ScheduleSubmitted,
} from '../loadChanges/loadSubmission';

const datesChange = loadSubmissionReducers<ScheduleSubmitted>();

const changeDatesSlice = createSlice({
  name: 'changeDates',
  initialState: noLoadSubmissions,
  reducers: {
    loadDatesChangeSubmitted: datesChange.submitted,
    loadDatesChanged: datesChange.cleared,
    loadDatesChangeFailed: datesChange.failed,
    /** Opening the screen starts the form clean. */
    changeDatesOpened: datesChange.cleared,
  },
});

export const { loadDatesChangeSubmitted, loadDatesChanged, loadDatesChangeFailed, changeDatesOpened } =
  changeDatesSlice.actions;
export const changeDatesReducer = changeDatesSlice.reducer;

export const selectChangeDates = (state: { changeDates: LoadSubmissions }, loadId: number): LoadSubmission =>
  loadSubmissionOf(state.changeDates, loadId);
