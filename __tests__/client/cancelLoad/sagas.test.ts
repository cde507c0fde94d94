import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/client/api/ApiError';
import { fetchUnassignReasonGroups, unassignLoad } from '../../../src/client/api/assignmentApi';
import { navigateTo } from '../../../src/client/app/navigation';
import { cancelLoad, fetchCancelReasons } from '../../../src/client/features/cancelLoad/sagas';
import {
  cancelLoadReducer,
  cancelReasonsFailed,
  claimedLoadsReloadRequested,
  initialCancelLoadState,
  loadCancelFailed,
  loadCancelled,
  loadCancelRequested,
} from '../../../src/client/features/cancelLoad/slice';
import { errorReported } from '../../../src/client/features/errors/slice';
import { flashAdded, flashQueued } from '../../../src/client/features/flash/slice';
import { loadsReceived } from '../../../src/client/features/loads/slice';
import { aLoad } from '../support/loads';
import { signedIn, signedInCredentials } from '../support/sagaProviders';

const groups = { carrier: { groupTitle: 'Carrier', groupList: { TB: 'Truck broke down' } } };
const released = aLoad({ id: 7 });
const serverDown = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/x', message: 'Internal Server Error' });
const flash = (type: string, text: string) => ({ action: { type, payload: { text } } });

describe('cancel reasons', () => {
  it('are fetched once and kept: with groups in the store no request is made', async () => {
    await expectSaga(fetchCancelReasons)
      .withState({ cancelLoad: { ...initialCancelLoadState, reasonGroups: groups, reasonsStatus: 'loaded' } })
      .provide([signedIn, [matchers.call.fn(fetchUnassignReasonGroups), groups]])
      .not.call.fn(fetchUnassignReasonGroups)
      .run();
  });

  it('a failed fetch shows no message', () =>
    expectSaga(fetchCancelReasons)
      .withState({ cancelLoad: initialCancelLoadState })
      .provide([signedIn, [matchers.call.fn(fetchUnassignReasonGroups), throwError(serverDown)]])
      .put(cancelReasonsFailed())
      .not.put.actionType(errorReported.type)
      .not.put.actionType(flashAdded.type)
      .run());
});

describe('cancel a claimed load with a reason', () => {
  it("from the load's page: queues 'Cancelled load {id}' and goes to the load detail", () =>
    expectSaga(cancelLoad, loadCancelRequested({ loadId: 7, reasonCode: 'TB', returnToDetail: true }))
      .provide([
        signedIn,
        [matchers.call.fn(unassignLoad), { ...released, driver: null }],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(unassignLoad, signedInCredentials, 7, 'TB')
      .put(loadsReceived([released]))
      .put(loadCancelled(7))
      .put.like(flash(flashQueued.type, 'Cancelled load 7'))
      .call(navigateTo, '/load/7')
      .not.put.actionType(claimedLoadsReloadRequested.type)
      .run());

  it("from the claimed list: shows 'Cancelled load {id}' at once and reloads the first page of claimed loads", () =>
    expectSaga(cancelLoad, loadCancelRequested({ loadId: 7, reasonCode: 'TB', returnToDetail: false }))
      .provide([signedIn, [matchers.call.fn(unassignLoad), { ...released, driver: null }]])
      .put.like(flash(flashAdded.type, 'Cancelled load 7'))
      .put(claimedLoadsReloadRequested())
      .not.call.fn(navigateTo)
      .run());

  it('a failed cancel tells the carrier what happened, in the dialog rather than reported, and leaves the load claimed', async () => {
    const { storeState } = await expectSaga(cancelLoad, loadCancelRequested({ loadId: 7, reasonCode: 'TB', returnToDetail: true }))
      .withReducer(combineReducers({ cancelLoad: cancelLoadReducer }))
      .provide([signedIn, [matchers.call.fn(unassignLoad), throwError(serverDown)]])
      .put(loadCancelFailed({ loadId: 7, message: 'Could not cancel load 7. Please try again.' }))
      .not.put.actionType(errorReported.type)
      .not.put.actionType(flashAdded.type)
      .not.put.actionType(flashQueued.type)
      .run();
    expect(storeState.cancelLoad.byLoadId[7]).toBe('failed');
    expect(storeState.cancelLoad.failureById[7]).toBe('Could not cancel load 7. Please try again.');
  });

  it("a cancel the server refuses says the server's reason", () => {
    const refused = new ApiError({ status: 409, statusText: 'Conflict', url: '/api/CarrierLoads/7/unassign', message: 'Load 7 is in progress: cancelling is no longer possible.' });
    return expectSaga(cancelLoad, loadCancelRequested({ loadId: 7, reasonCode: 'TB', returnToDetail: false }))
      .provide([signedIn, [matchers.call.fn(unassignLoad), throwError(refused)]])
      .put(loadCancelFailed({ loadId: 7, message: 'Could not cancel load 7. Load 7 is in progress: cancelling is no longer possible.' }))
      .run();
  });
});
