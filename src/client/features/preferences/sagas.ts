/**
 * The dashboard flags follow the user, not the browser (account spec 2.8: they persist between sessions): read
 * from the server with the session, and each change saved there. One queue does both in order, so an older save
 * never lands after a newer one, and a change the server has not confirmed is sent again before its copy is read.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { TakeableChannel } from 'redux-saga';
import { actionChannel, call, put, select, take } from 'redux-saga/effects';
import type { UiPreferences, UiPreferencesChange } from '../../../shared/contracts/uiPreferences';
import { DASHBOARD_SECTION_KEYS } from '../../../shared/dashboard';
import { callApi } from '../../api/callApi';
import { fetchUiPreferences, saveUiPreferences } from '../../api/preferencesApi';
import { afterFirstResults } from '../search/firstResults';
import { viewerReceived } from '../session/slice';
import {
  newLoadsBannerDismissed, preferencesReceived, preferencesSaved, preferencesSaveFailed, sectionToggled, selectPreferences,
  type PreferencesState,
} from './slice';

/** Flags are a convenience: a failure to keep them is not worth an error on screen. */
const quietly = { reportErrors: false };

const changeOf = (preferences: PreferencesState): UiPreferencesChange => ({
  expandedSections: Object.fromEntries(
    DASHBOARD_SECTION_KEYS.filter((key) => key in preferences.expandedSections).map((key) => [key, preferences.expandedSections[key]]),
  ),
  newLoadsBannerDismissedOn: preferences.newLoadsBannerDismissedOn,
});

/** Sends the flags as they are now, so a save that failed before is carried by this one. */
export function* savePreferences() {
  const preferences: PreferencesState = yield select(selectPreferences);
  try {
    yield* callApi(saveUiPreferences, [changeOf(preferences)], quietly);
    yield put(preferencesSaved());
  } catch {
    yield put(preferencesSaveFailed());
  }
}

/** With the session: first what this browser changed and the server has not heard, then the server's copy. */
export function* syncPreferences() {
  // This browser's stored copy is shown meanwhile.
  yield call(afterFirstResults);
  const before: PreferencesState = yield select(selectPreferences);
  if (before.unsaved) yield call(savePreferences);
  try {
    const saved: UiPreferences = yield* callApi(fetchUiPreferences, [], quietly);
    const now: PreferencesState = yield select(selectPreferences);
    // Still not on the server: this browser's flags are the newer ones.
    if (!now.unsaved) yield put(preferencesReceived(saved));
  } catch {
    // This browser's copy stands in until the next session.
  }
}

export function* preferencesSaga() {
  const queue: TakeableChannel<UnknownAction> = yield actionChannel([viewerReceived.type, sectionToggled.type, newLoadsBannerDismissed.type]);
  while (true) {
    const action: UnknownAction = yield take(queue);
    if (viewerReceived.match(action)) yield call(syncPreferences);
    else yield call(savePreferences);
  }
}
