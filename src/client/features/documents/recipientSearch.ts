/**
 * Team members as recipients of documents (loads spec 6: drivers and team members can be chosen). Drivers come
 * from the driver picker; team members are found by name or e-mail through `UserAutoComplete`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { delay, put, takeLatest } from 'redux-saga/effects';
import { LOCATION_PREDICTION_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import type { RecipientRecord } from '../../../shared/loads';
import { callApi } from '../../api/callApi';
import { searchRecipients } from '../../api/driversApi';
import { emailDialogOpened } from './slice';

export interface RecipientSearchState {
  term: string;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  teamMembers: RecipientRecord[];
}

export const initialRecipientSearchState: RecipientSearchState = { term: '', status: 'idle', teamMembers: [] };

const recipientSearchSlice = createSlice({
  name: 'recipientSearch',
  initialState: initialRecipientSearchState,
  reducers: {
    teamMemberTermChanged(state, action: PayloadAction<string>) {
      state.term = action.payload;
      state.status = action.payload.trim().length >= LOCATION_PREDICTION_MIN_CHARS ? 'loading' : 'idle';
      if (state.status === 'idle') state.teamMembers = [];
    },
    teamMembersFound(state, action: PayloadAction<RecipientRecord[]>) {
      state.status = 'succeeded';
      state.teamMembers = action.payload;
    },
    teamMemberSearchFailed(state) {
      state.status = 'failed';
      state.teamMembers = [];
    },
  },
  extraReducers: (builder) => {
    // Each dialog starts with an empty search.
    builder.addCase(emailDialogOpened, () => initialRecipientSearchState);
  },
});

export const { teamMemberTermChanged, teamMembersFound, teamMemberSearchFailed } = recipientSearchSlice.actions;
export const recipientSearchReducer = recipientSearchSlice.reducer;

export const selectRecipientSearch = (state: { recipientSearch: RecipientSearchState }) => state.recipientSearch;

/** Like the other searches as you type: two characters at least, 300 ms after the last keystroke. */
export function* searchTeamMembers({ payload: term }: PayloadAction<string>) {
  const trimmed = term.trim();
  if (trimmed.length < LOCATION_PREDICTION_MIN_CHARS) return;
  yield delay(SEARCH_DEBOUNCE_MS);
  try {
    const found: RecipientRecord[] = yield* callApi(searchRecipients, [trimmed], { reportErrors: false });
    // Drivers are offered by the driver picker above; here only the people of the office.
    yield put(teamMembersFound(found.filter((recipient) => recipient.recipientType === 'User')));
  } catch {
    yield put(teamMemberSearchFailed());
  }
}

export function* recipientSearchSaga() {
  yield takeLatest(teamMemberTermChanged.type, searchTeamMembers);
}
