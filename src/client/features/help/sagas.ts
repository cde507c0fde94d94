/** Contact Us and the lookups (account spec 2.11, 7 and 8). */
import { call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toReplayFile, type ReplayFile } from '../../../shared/replay';
import { callApi, callPublicApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchLookup, sendFeedback } from '../../api/helpApi';
import { navigateTo } from '../../app/navigation';
import type { Recorder } from '../../app/replay/recorder';
import { screens } from '../../app/routeTable';
import { flashQueued } from '../flash/slice';
import {
  feedbackFailed, feedbackSent, feedbackSubmitted, lookupFailed, lookupReceived, lookupRequested,
} from './slice';

export const FEEDBACK_THANKS = 'Thank you for your feedback!';

/** The previous page of this tab (history keeps its scroll and filters). */
export function returnToPreviousPage(): void {
  window.history.back();
}

export function* submitFeedback({ payload }: ReturnType<typeof feedbackSubmitted>) {
  try {
    const replay: ReplayFile | undefined = payload.includeReplay ? yield* recentActions() : undefined;
    yield* callApi(sendFeedback, replay ? [payload.message.trim(), replay] : [payload.message.trim()], { reportErrors: false });
    yield put(feedbackSent());
    // Queued: it shows on the page the carrier goes back to.
    yield put(flashQueued(FEEDBACK_THANKS));
    if (payload.canGoBack) yield call(returnToPreviousPage);
    else yield call(navigateTo, screens.myAccount.path);
  } catch (error) {
    yield put(feedbackFailed(failureOf(error)));
  }
}

/** The recorder's redacted replay, made now, so it ends with the feedback being sent. */
function* recentActions() {
  const recorder: Recorder | undefined = yield getContext('recorder');
  return recorder ? toReplayFile(recorder.replay()) : undefined;
}

/** A failed lookup is the screen's to tell ('⚠️ Lookup value not found'), not the global overlay's. */
export function* loadLookup({ payload: key }: ReturnType<typeof lookupRequested>) {
  try {
    const value: unknown = yield* callPublicApi(fetchLookup, [key], { reportErrors: false });
    yield put(lookupReceived({ key, value }));
  } catch {
    yield put(lookupFailed(key));
  }
}

export function* helpSaga() {
  yield takeLatest(feedbackSubmitted.type, submitFeedback);
  yield takeEvery(lookupRequested.type, loadLookup);
}
