/**
 * Signing ends the inspection: the photos, the inspection naming them and the load's mark go to the driver's outbox
 * in that order, each under its own key, and the outbox sends them when it can. Nothing is sent from here.
 */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { InspectionLocation } from '../../../shared/contracts/inspection';
import { nowMs } from '../../app/clock';
import { outboxItemsQueued, type OutboxItem } from '../driverOutbox/outboxItems';
import { draftBody, notAvailableReason, photoKeysOf, type InspectionDraft } from './draft';
import { newOutboxKey } from '../driverOutbox/outboxKey';
import { currentLocation } from './phoneLocation';
import { draftShortfalls, selectOpenDraft } from './selectors';
import { inspectionQueued, inspectionSignRequested, locationReceived, locationRefused, locationRequested } from './slice';
import { notAvailableReceivedBy } from './words';

export function* signInspection() {
  const draft: InspectionDraft | null = yield select(selectOpenDraft);
  if (!draft || draftShortfalls(draft).length > 0) return;
  const { loadId, stage } = draft;
  const at = new Date(nowMs()).toISOString();
  const inspectionKey: string = yield call(newOutboxKey);
  const markKey: string = yield call(newOutboxKey);
  const reason = notAvailableReason(draft);
  const mark: OutboxItem = stage === 'pickup'
    ? { kind: 'pickedUp', key: markKey, loadId, pickedUpAt: at }
    : { kind: 'delivered', key: markKey, loadId, receivedBy: reason ? notAvailableReceivedBy(reason) : draft.customerName.trim(), deliveredAt: at };
  yield put(outboxItemsQueued([
    ...photoKeysOf(draft).map((key): OutboxItem => ({ kind: 'photo', key, loadId })),
    { kind: 'inspection', key: inspectionKey, loadId, body: draftBody(draft, inspectionKey, at) },
    // A correction is a new version of a signed inspection; the load has its mark already.
    ...(draft.correction ? [] : [mark]),
  ]));
  yield put(inspectionQueued({ loadId, stage }));
}

export function* askLocation() {
  try {
    const location: InspectionLocation = yield call(currentLocation);
    yield put(locationReceived(location));
  } catch {
    yield put(locationRefused());
  }
}

export function* inspectionSaga() {
  yield takeLatest(inspectionSignRequested.type, signInspection);
  yield takeLatest(locationRequested.type, askLocation);
}
