import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchDriverLoads, sendDriverLink } from '../../../../src/client/api/driverLinkApi';
import type { Failure } from '../../../../src/client/api/failure';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../../src/shared/inspections';
import type { outboxItemsQueued } from '../../../../src/client/features/driverOutbox/outboxItems';
import { outboxItemDiscarded, outboxItemRefused, outboxItemSent, outboxItemsKept, outboxItemStopped } from '../../../../src/client/features/driverOutbox/slice';
import { useClockAt } from '../../../support/clock';
import { selectDriverById } from '../../../../src/client/features/drivers/selectors';
import { flashAdded } from '../../../../src/client/features/flash/slice';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';
import { driverPageFailureText, markFailureText, REVOKED_LINK_MESSAGE } from '../../../../src/client/features/driverLink/driverLinkText';
import { loadDriverPage, markDelivered, markPickedUp, outboxItemArrived, outboxItemNotTaken, sendLinkToDriver, undoPickedUp } from '../../../../src/client/features/driverLink/sagas';
import {
  deliveredRequested, driverLinkReducer, driverLinkSendRequested, driverLinkSent, driverLoadsFailed, driverLoadsReceived, driverPageOpened, initialDriverLinkState, loadMarked,
  loadMarkFailed, pickedUpRequested, pickUpUndoRequested,
} from '../../../../src/client/features/driverLink/slice';
import { driverLoad } from './fixtures';

const token = 'a'.repeat(43);
const reducer = combineReducers({ driverLink: driverLinkReducer });
const opened = { driverLink: { ...initialDriverLinkState, token } };
const failure = (status: number, message: string, fieldErrors = {}) =>
  new ApiError({ status, statusText: 'Failed', url: '/api/driver/x', message, fieldErrors, data: { message } });


describe('driver link sagas (issue 13)', () => {
  useClockAt('2026-11-24T14:05:00.000Z');
  const fiveMinutesOn = Date.parse('2026-11-24T14:10:00.000Z');
  it('the page fetches the link\'s loads with the link token', async () => {
    const reply = { driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records: [driverLoad()] };
    const { storeState } = await expectSaga(loadDriverPage, driverPageOpened({ token }))
      .withReducer(reducer, opened)
      .provide([[matchers.call(fetchDriverLoads, token), reply]])
      .put(driverLoadsReceived(reply))
      .run();
    expect(storeState.driverLink).toMatchObject({ status: 'loaded', ids: [4101], driverName: 'Rosa Diaz' });
  });

  it('a revoked link (401) ends in the plain revoked message, without signing anyone out', async () => {
    const { storeState } = await expectSaga(loadDriverPage, driverPageOpened({ token }))
      .withReducer(reducer, opened)
      .provide([[matchers.call.fn(fetchDriverLoads), throwError(failure(401, 'Authorization has been denied for this request.'))]])
      .put(driverLoadsFailed({ revoked: true, failure: { code: 'unauthorized', serverMessage: 'Authorization has been denied for this request.', fieldErrors: {} } }))
      .not.put.like({ action: { type: 'session/loggedOut' } })
      .run();
    expect(driverPageFailureText(storeState.driverLink.status, storeState.driverLink.failure)).toBe(REVOKED_LINK_MESSAGE);
  });

  const keyPattern = new RegExp(IDEMPOTENCY_KEY_PATTERN);
  const loaded = { driverLink: { ...opened.driverLink, ids: [4101], loads: { ids: [4101], entities: { 4101: driverLoad() } } } };
  const reply = (records = [driverLoad()]) => ({ driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records });
  const refusal = (code: Failure['code'], serverMessage: string, fieldErrors = {}): Failure => ({ code, serverMessage, fieldErrors });

  it('Picked Up waits in the outbox with the time the driver tapped it, under its own key', async () => {
    const { effects } = await expectSaga(markPickedUp, pickedUpRequested({ loadId: 4101 })).withReducer(reducer, loaded).run();
    const [item] = (effects.put[0].payload.action as ReturnType<typeof outboxItemsQueued>).payload;
    expect(item).toEqual({ kind: 'pickedUp', key: expect.stringMatching(keyPattern), loadId: 4101, pickedUpAt: '2026-11-24T14:05:00.000Z' });
  });

  it('a Picked Up that reached the server stores the load as it came back, offers Undo and reads the loads again', async () => {
    const moved = driverLoad({ orderStatus: 'InRoute', actualPickup: '2026-11-24T14:05:00.000Z' });
    const item = { kind: 'pickedUp' as const, key: 'k'.repeat(22), loadId: 4101, pickedUpAt: '2026-11-24T14:05:00.000Z' };
    const { storeState } = await expectSaga(outboxItemArrived, outboxItemSent({ item, load: moved }))
      .withReducer(reducer, loaded)
      .provide([[matchers.call(fetchDriverLoads, token), reply([moved])]])
      .put(loadMarked({ load: moved, mark: 'pickedUp', undoUntil: fiveMinutesOn }))
      .put(driverLoadsReceived(reply([moved])))
      .run();
    expect(storeState.driverLink.loads.entities[4101].orderStatus).toBe('InRoute');
    expect(storeState.driverLink.done).toEqual({ loadId: 4101, mark: 'pickedUp', undoUntil: fiveMinutesOn });
  });

  it('Undo waits in the outbox, and once sent the load is Claimed again, with no further Undo', async () => {
    const queued = await expectSaga(undoPickedUp, pickUpUndoRequested({ loadId: 4101 })).withReducer(reducer, loaded).run();
    const [item] = (queued.effects.put[0].payload.action as ReturnType<typeof outboxItemsQueued>).payload;
    expect(item).toEqual({ kind: 'pickUpUndone', key: expect.stringMatching(keyPattern), loadId: 4101 });
    const back = driverLoad();
    const onTheRoad = driverLoad({ orderStatus: 'InRoute', actualPickup: '2026-11-24T14:05:00.000Z' });
    const { storeState } = await expectSaga(outboxItemArrived, outboxItemSent({ item, load: back }))
      .withReducer(reducer, {
        driverLink: { ...opened.driverLink, ids: [4101], loads: { ids: [4101], entities: { 4101: onTheRoad } }, done: { loadId: 4101, mark: 'pickedUp' as const, undoUntil: fiveMinutesOn } },
      })
      .provide([[matchers.call(fetchDriverLoads, token), reply([back])]])
      .put(loadMarked({ load: back, mark: 'pickUpUndone' }))
      .run();
    expect(storeState.driverLink.loads.entities[4101].orderStatus).toBe('PendingPickup');
    expect(storeState.driverLink.done).toEqual({ loadId: 4101, mark: 'pickUpUndone', undoUntil: null });
  });

  it('an undo after its minutes shows the server\'s words (undo_expired) and reads the loads again', async () => {
    const message = 'A pick-up can be undone only within 5 minutes. Ask your carrier to change it.';
    const onTheRoad = reply([driverLoad({ orderStatus: 'InRoute' })]);
    const item = { kind: 'pickUpUndone' as const, key: 'k'.repeat(22), loadId: 4101 };
    const { storeState } = await expectSaga(outboxItemNotTaken, outboxItemRefused({ item, failure: refusal('undo_expired', message) }))
      .withReducer(reducer, opened)
      .provide([[matchers.call(fetchDriverLoads, token), onTheRoad]])
      .put(loadMarkFailed({ loadId: 4101, mark: 'pickUpUndone', failure: refusal('undo_expired', message) }))
      .put(driverLoadsReceived(onTheRoad))
      .run();
    expect(markFailureText(4101, 'pickUpUndone', storeState.driverLink.marks[4101].failure!)).toBe(message);
  });

  it('Delivered waits in the outbox with Received by; the server\'s field words come back on the load', async () => {
    const queued = await expectSaga(markDelivered, deliveredRequested({ loadId: 4101, receivedBy: 'Sam Lot' })).withReducer(reducer, loaded).run();
    const [item] = (queued.effects.put[0].payload.action as ReturnType<typeof outboxItemsQueued>).payload;
    expect(item).toMatchObject({ kind: 'delivered', loadId: 4101, receivedBy: 'Sam Lot', deliveredAt: '2026-11-24T14:05:00.000Z' });
    const refused = refusal('validation_failed', 'Validation failed', { receivedBy: 'Received by is required.' });
    await expectSaga(outboxItemNotTaken, outboxItemStopped({ item, failure: refused }))
      .withReducer(reducer, opened)
      .put(loadMarkFailed({ loadId: 4101, mark: 'delivered', failure: refused }))
      .not.call.fn(fetchDriverLoads)
      .run();
  });

  it('delivered before picked up (409) shows the server\'s words and reads the loads again', async () => {
    const message = 'Mark the load Picked Up before marking it Delivered.';
    const item = { kind: 'delivered' as const, key: 'k'.repeat(22), loadId: 4101, receivedBy: 'Sam Lot', deliveredAt: '2026-11-24T14:05:00.000Z' };
    const { storeState } = await expectSaga(outboxItemNotTaken, outboxItemStopped({ item, failure: refusal('conflict', message) }))
      .withReducer(reducer, opened)
      .provide([[matchers.call(fetchDriverLoads, token), reply()]])
      .put(loadMarkFailed({ loadId: 4101, mark: 'delivered', failure: refusal('conflict', message) }))
      .put(driverLoadsReceived(reply()))
      .run();
    expect(storeState.driverLink.marks[4101]).toMatchObject({ status: 'failed', failure: { serverMessage: message } });
    expect(markFailureText(4101, 'delivered', storeState.driverLink.marks[4101].failure)).toBe(message);
  });

  it('a link revoked while items waited ends the page in the revoked message', async () => {
    const item = { kind: 'pickedUp' as const, key: 'k'.repeat(22), loadId: 4101, pickedUpAt: '2026-11-24T14:05:00.000Z' };
    const { storeState } = await expectSaga(outboxItemNotTaken, outboxItemStopped({ item, failure: refusal('unauthorized', 'Authorization has been denied for this request.') }))
      .withReducer(reducer, opened)
      .run();
    expect(driverPageFailureText(storeState.driverLink.status, storeState.driverLink.failure)).toBe(REVOKED_LINK_MESSAGE);
  });

  it('a mark restored from the outbox after a reload shows as on its way, and a discarded one no longer does', () => {
    const item = { kind: 'pickedUp' as const, key: 'k'.repeat(22), loadId: 4101, pickedUpAt: '2026-11-24T14:05:00.000Z' };
    const kept = driverLinkReducer(loaded.driverLink, outboxItemsKept([item]));
    expect(kept.marks[4101]).toEqual({ mark: 'pickedUp', status: 'sending', failure: null });
    expect(driverLinkReducer(kept, outboxItemDiscarded({ item })).marks[4101]).toBeUndefined();
  });
});

describe('Send Driver Link saga (issue 13)', () => {
  const rae = { driverId: 5, firstName: 'Rae', lastName: 'Lund', name: 'Rae Lund', email: 'rae@haul.test', cellPhoneNumber: null, enabled: true };

  it('sends through the carrier session and flashes the driver\'s name on this screen', async () => {
    await expectSaga(sendLinkToDriver, driverLinkSendRequested({ driverId: 5 }))
      .withReducer(reducer, opened)
      .provide([signedIn, [matchers.call(sendDriverLink, signedInCredentials, 5), undefined], [matchers.select(selectDriverById, 5), rae]])
      .put(driverLinkSent())
      .put.like({ action: { type: flashAdded.type, payload: { text: 'Sent a Driver Link to Driver Rae Lund' } } })
      .run();
  });

  it('a driver this browser has not loaded is flashed as the driver, never by id', async () => {
    await expectSaga(sendLinkToDriver, driverLinkSendRequested({ driverId: 5 }))
      .withReducer(reducer, opened)
      .provide([signedIn, [matchers.call.fn(sendDriverLink), undefined], [matchers.select(selectDriverById, 5), undefined]])
      .put.like({ action: { type: flashAdded.type, payload: { text: 'Sent a Driver Link to the driver' } } })
      .run();
  });
});
