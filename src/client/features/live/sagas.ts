/**
 * The live board runs while a user is signed in: the event rules in every tab, the watch that reports a stream
 * down for too long, and (where the browser has EventSource) this tab's part in the browser's one stream.
 */
import { call, cancel, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { pause } from '../../app/pause';
import { selectIsLoggedIn } from '../session/selectors';
import { browserLiveEnvironment, type LiveEnvironment, LIVE_TIMINGS } from './environment';
import { liveEventsSaga } from './eventSagas';
import { liveConnectionBroke, liveConnectionLost, liveConnectionOpened, liveStarted, liveStopped } from './slice';
import { runTab } from './tabSagas';

/** Broken and not open again within `lostAfterMs`: the stream is lost (the offline banner shows). */
export function* reportLostStream(lostAfterMs: number) {
  const { reopened } = yield race({ reopened: take(liveConnectionOpened.type), timedOut: call(pause, lostAfterMs) });
  if (!reopened) yield put(liveConnectionLost());
}

export function* watchStreamDown(lostAfterMs: number) {
  yield takeLatest(liveConnectionBroke.type, reportLostStream, lostAfterMs);
}

function* waitUntil(signedIn: boolean) {
  while (((yield select(selectIsLoggedIn)) as boolean) !== signedIn) yield take('*');
}

export function* whileSignedIn(environment: LiveEnvironment | null) {
  yield put(liveStarted());
  yield fork(liveEventsSaga);
  yield fork(watchStreamDown, environment?.timings.lostAfterMs ?? LIVE_TIMINGS.lostAfterMs);
  if (environment) yield fork(runTab, environment);
}

export function* liveSaga(environment: LiveEnvironment | null = browserLiveEnvironment()) {
  while (true) {
    yield call(waitUntil, true);
    const live: Task = yield fork(whileSignedIn, environment);
    yield call(waitUntil, false);
    yield cancel(live);
    yield put(liveStopped());
  }
}
