/**
 * The driver page's processes (issue 13). The link token, not the carrier session, signs every call, so they go
 * straight to the API rather than through callApi: a refused link must not sign a carrier out of this browser.
 */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { DriverLoadRecord, DriverLoadsReply } from '../../../shared/driverLink';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchDriverLoads, markLoadDelivered, markLoadPickedUp, sendDriverLink, undoLoadPickedUp } from '../../api/driverLinkApi';
import { PICK_UP_UNDO_MINUTES } from '../../../shared/driverLink';
import { nowMs } from '../../app/clock';
import type { DriverRecord } from '../../../shared/loads';
import { driverDisplayName } from '../drivers/driversText';
import { selectDriverById } from '../drivers/selectors';
import { flashAdded } from '../flash/slice';
import { selectDriverLinkToken } from './selectors';
import {
  deliveredRequested, driverLinkSendFailed, driverLinkSendRequested, driverLinkSent, driverLoadsFailed, driverLoadsReceived, driverPageOpened, loadMarked, loadMarkFailed, pickedUpRequested,
  pickUpUndoRequested, type DriverMark,
} from './slice';
import { linkSentMessage } from './driverLinkText';

const isRevoked = (error: unknown) => isApiError(error) && error.status === 401;

export function* loadDriverPage({ payload }: ReturnType<typeof driverPageOpened>) {
  try {
    const reply: DriverLoadsReply = yield call(fetchDriverLoads, payload.token);
    yield put(driverLoadsReceived(reply));
  } catch (error) {
    yield put(driverLoadsFailed({ revoked: isRevoked(error), failure: failureOf(error) }));
  }
}

function* markLoad(loadId: number, mark: DriverMark, receivedBy: string) {
  const token: string | null = yield select(selectDriverLinkToken);
  if (!token) return;
  try {
    const load: DriverLoadRecord = mark === 'pickedUp' ? yield call(markLoadPickedUp, token, loadId)
      : mark === 'pickUpUndone' ? yield call(undoLoadPickedUp, token, loadId)
        : yield call(markLoadDelivered, token, loadId, receivedBy);
    // The server keeps the true window; this one only decides how long the page offers Undo.
    if (mark === 'pickedUp') yield put(loadMarked({ load, mark, undoUntil: nowMs() + PICK_UP_UNDO_MINUTES * 60_000 }));
    else yield put(loadMarked({ load, mark }));
  } catch (error) {
    if (isRevoked(error)) {
      yield put(driverLoadsFailed({ revoked: true, failure: failureOf(error) }));
      return;
    }
    yield put(loadMarkFailed({ loadId, mark, failure: failureOf(error) }));
    // A 409 means the load moved meanwhile (another tap, another phone): show it as it is now.
    if (isApiError(error) && error.status === 409) yield call(loadDriverPage, driverPageOpened({ token }));
  }
}

export function* markPickedUp({ payload }: ReturnType<typeof pickedUpRequested>) {
  yield* markLoad(payload.loadId, 'pickedUp', '');
}

export function* undoPickedUp({ payload }: ReturnType<typeof pickUpUndoRequested>) {
  yield* markLoad(payload.loadId, 'pickUpUndone', '');
}

export function* markDelivered({ payload }: ReturnType<typeof deliveredRequested>) {
  yield* markLoad(payload.loadId, 'delivered', payload.receivedBy);
}

/** The carrier's side, signed with the carrier session: a new link for one of its drivers, with a flash. */
export function* sendLinkToDriver({ payload }: ReturnType<typeof driverLinkSendRequested>) {
  try {
    yield* callApi(sendDriverLink, [payload.driverId], { reportErrors: false });
    const driver: DriverRecord | undefined = yield select(selectDriverById, payload.driverId);
    yield put(driverLinkSent());
    yield put(flashAdded(linkSentMessage(driver ? driverDisplayName(driver) : null)));
  } catch (error) {
    yield put(driverLinkSendFailed({ driverId: payload.driverId, failure: failureOf(error) }));
  }
}

export function* driverLinkSaga() {
  yield takeLatest(driverLinkSendRequested.type, sendLinkToDriver);
  yield takeLatest(driverPageOpened.type, loadDriverPage);
  yield takeEvery(pickedUpRequested.type, markPickedUp);
  yield takeEvery(pickUpUndoRequested.type, undoPickedUp);
  yield takeEvery(deliveredRequested.type, markDelivered);
}
