import { delay, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { LOCATION_PREDICTION_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import type { RecipientRecord } from '../../../shared/loads';
import { callApi } from '../../api/callApi';
import { searchRecipients } from '../../api/driversApi';
import { teamMemberSearchFailed, teamMembersFound, teamMemberTermChanged } from './slice';

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
