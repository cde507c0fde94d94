/**
 * The driver page's processes (issue 13); its marks are sent through the driver's outbox (issue 24). The link token, not the carrier session, signs every call, so they go
 * straight to the API rather than through callApi: a refused link must not sign a carrier out of this browser.
 */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { DriverLoadsReply } from '../../../shared/driverLink';
import type { ErrorCode } from '../../../shared/errorCodes';
import { isApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchDriverLoads, sendDriverLink } from '../../api/driverLinkApi';
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
import { outboxItemsQueued, type OutboxItem } from '../driverOutbox/outboxItems';
import { newOutboxKey } from '../driverOutbox/outboxKey';
import { outboxItemRefused, outboxItemSent, outboxItemStopped, outboxOpened } from '../driverOutbox/slice';

const isRevoked = (error: unknown) => isApiError(error) && error.status === 401;

export function* loadDriverPage({ payload }: ReturnType<typeof driverPageOpened>) {
  try {
    const reply: DriverLoadsReply = yield call(fetchDriverLoads, payload.token);
    yield put(driverLoadsReceived(reply));
  } catch (error) {
    yield put(driverLoadsFailed({ revoked: isRevoked(error), failure: failureOf(error) }));
  }
}

const isMarkItem = (item: OutboxItem): item is Extract<OutboxItem, { kind: DriverMark }> =>
  item.kind === 'pickedUp' || item.kind === 'delivered' || item.kind === 'pickUpUndone';

const MOVED_CODES: readonly ErrorCode[] = ['conflict', 'undo_expired', 'inspection_required'];

const tappedAt = () => new Date(nowMs()).toISOString();

/** Each mark waits in the driver's outbox (issue 24), so a tap without a network is sent when there is one. */
export function* markPickedUp({ payload }: ReturnType<typeof pickedUpRequested>) {
  yield put(outboxItemsQueued([{ kind: 'pickedUp', key: newOutboxKey(), loadId: payload.loadId, pickedUpAt: tappedAt() }]));
}

export function* undoPickedUp({ payload }: ReturnType<typeof pickUpUndoRequested>) {
  yield put(outboxItemsQueued([{ kind: 'pickUpUndone', key: newOutboxKey(), loadId: payload.loadId }]));
}

export function* markDelivered({ payload }: ReturnType<typeof deliveredRequested>) {
  const { loadId, receivedBy } = payload;
  yield put(outboxItemsQueued([{ kind: 'delivered', key: newOutboxKey(), loadId, receivedBy, deliveredAt: tappedAt() }]));
}

function* reloadLoads() {
  const token: string | null = yield select(selectDriverLinkToken);
  if (token) yield call(loadDriverPage, driverPageOpened({ token }));
}

/** A mark or an inspection has arrived: the load as the server has it now, and the list read again. */
export function* outboxItemArrived({ payload: { item, load } }: ReturnType<typeof outboxItemSent>) {
  if (item.kind === 'photo') return;
  if (isMarkItem(item) && load) {
    // The server keeps the true window; this one only decides how long the page offers Undo.
    if (item.kind === 'pickedUp') yield put(loadMarked({ load, mark: item.kind, undoUntil: nowMs() + PICK_UP_UNDO_MINUTES * 60_000 }));
    else yield put(loadMarked({ load, mark: item.kind }));
  }
  yield* reloadLoads();
}

/** The server refused an item: a revoked link ends the page; a refused mark is said on its load. */
export function* outboxItemNotTaken({ payload: { item, failure } }: ReturnType<typeof outboxItemStopped | typeof outboxItemRefused>) {
  if (failure.code === 'unauthorized') {
    yield put(driverLoadsFailed({ revoked: true, failure }));
    return;
  }
  if (!isMarkItem(item)) return;
  yield put(loadMarkFailed({ loadId: item.loadId, mark: item.kind, failure }));
  // A 409 means the load moved meanwhile (another tap, another phone): show it as it is now.
  if (MOVED_CODES.includes(failure.code)) yield* reloadLoads();
}

export function* openOutbox({ payload }: ReturnType<typeof driverPageOpened>) {
  yield put(outboxOpened({ token: payload.token, online: navigator.onLine }));
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
  yield takeEvery(driverPageOpened.type, openOutbox);
  yield takeEvery(outboxItemSent.type, outboxItemArrived);
  yield takeEvery([outboxItemStopped.type, outboxItemRefused.type], outboxItemNotTaken);
}
