import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchDriverLoads, markLoadDelivered, markLoadPickedUp, sendDriverLink, undoLoadPickedUp } from '../../../../src/client/api/driverLinkApi';
import { useClockAt } from '../../../support/clock';
import { selectDriverById } from '../../../../src/client/features/drivers/selectors';
import { flashAdded } from '../../../../src/client/features/flash/slice';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';
import { driverPageFailureText, markFailureText, REVOKED_LINK_MESSAGE } from '../../../../src/client/features/driverLink/driverLinkText';
import { loadDriverPage, markDelivered, markPickedUp, sendLinkToDriver, undoPickedUp } from '../../../../src/client/features/driverLink/sagas';
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

  it('Picked Up sends the mark and stores the load as it comes back', async () => {
    const moved = driverLoad({ orderStatus: 'InRoute', actualPickup: '2026-11-24T14:05:00.000Z' });
    const { storeState } = await expectSaga(markPickedUp, pickedUpRequested({ loadId: 4101 }))
      .withReducer(reducer, { driverLink: { ...opened.driverLink, ids: [4101], loads: { ids: [4101], entities: { 4101: driverLoad() } } } })
      .provide([[matchers.call(markLoadPickedUp, token, 4101), moved]])
      .put(loadMarked({ load: moved, mark: 'pickedUp', undoUntil: fiveMinutesOn }))
      .run();
    expect(storeState.driverLink.loads.entities[4101].orderStatus).toBe('InRoute');
    expect(storeState.driverLink.done).toEqual({ loadId: 4101, mark: 'pickedUp', undoUntil: fiveMinutesOn });
  });

  it('Undo takes the pick-up back and the load is Claimed again, with no further Undo', async () => {
    const back = driverLoad();
    const onTheRoad = driverLoad({ orderStatus: 'InRoute', actualPickup: '2026-11-24T14:05:00.000Z' });
    const { storeState } = await expectSaga(undoPickedUp, pickUpUndoRequested({ loadId: 4101 }))
      .withReducer(reducer, {
        driverLink: { ...opened.driverLink, ids: [4101], loads: { ids: [4101], entities: { 4101: onTheRoad } }, done: { loadId: 4101, mark: 'pickedUp' as const, undoUntil: fiveMinutesOn } },
      })
      .provide([[matchers.call(undoLoadPickedUp, token, 4101), back]])
      .put(loadMarked({ load: back, mark: 'pickUpUndone' }))
      .run();
    expect(storeState.driverLink.loads.entities[4101].orderStatus).toBe('PendingPickup');
    expect(storeState.driverLink.done).toEqual({ loadId: 4101, mark: 'pickUpUndone', undoUntil: null });
  });

  it('an undo after its minutes shows the server\'s words (undo_expired) and reads the loads again', async () => {
    const message = 'A pick-up can be undone only within 5 minutes. Ask your carrier to change it.';
    const reply = { driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records: [driverLoad({ orderStatus: 'InRoute' })] };
    const expired = new ApiError({ status: 409, statusText: 'Conflict', url: '/api/driver/x', message, code: 'undo_expired', fieldErrors: {}, data: { message, code: 'undo_expired' } });
    const { storeState } = await expectSaga(undoPickedUp, pickUpUndoRequested({ loadId: 4101 }))
      .withReducer(reducer, opened)
      .provide([[matchers.call.fn(undoLoadPickedUp), throwError(expired)], [matchers.call(fetchDriverLoads, token), reply]])
      .put(loadMarkFailed({ loadId: 4101, mark: 'pickUpUndone', failure: { code: 'undo_expired', serverMessage: message, fieldErrors: {} } }))
      .put(driverLoadsReceived(reply))
      .run();
    expect(markFailureText(4101, 'pickUpUndone', storeState.driverLink.marks[4101].failure!)).toBe(message);
  });

  it('Delivered sends Received by; the server\'s field words come back on the load', async () => {
    await expectSaga(markDelivered, deliveredRequested({ loadId: 4101, receivedBy: 'Sam Lot' }))
      .withReducer(reducer, opened)
      .provide([[matchers.call(markLoadDelivered, token, 4101, 'Sam Lot'), throwError(failure(400, 'Validation failed', { receivedBy: 'Received by is required.' }))]])
      .put(loadMarkFailed({ loadId: 4101, mark: 'delivered', failure: { code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { receivedBy: 'Received by is required.' } } }))
      .run();
  });

  it('delivered before picked up (409) shows the server\'s words and reads the loads again', async () => {
    const reply = { driverName: 'Rosa Diaz', carrierName: 'Blue Ridge Car Carriers', records: [driverLoad()] };
    const message = 'Mark the load Picked Up before marking it Delivered.';
    const { storeState } = await expectSaga(markDelivered, deliveredRequested({ loadId: 4101, receivedBy: 'Sam Lot' }))
      .withReducer(reducer, opened)
      .provide([
        [matchers.call.fn(markLoadDelivered), throwError(failure(409, message))],
        [matchers.call(fetchDriverLoads, token), reply],
      ])
      .put(loadMarkFailed({ loadId: 4101, mark: 'delivered', failure: { code: 'conflict', serverMessage: message, fieldErrors: {} } }))
      .put(driverLoadsReceived(reply))
      .run();
    expect(storeState.driverLink.marks[4101]).toMatchObject({ status: 'failed', failure: { serverMessage: message } });
    expect(markFailureText(4101, 'delivered', storeState.driverLink.marks[4101].failure)).toBe(message);
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
