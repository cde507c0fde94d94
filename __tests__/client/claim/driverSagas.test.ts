import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/client/api/ApiError';
import { changeLoadDriver, unassignLoad } from '../../../src/client/api/assignmentApi';
import { navigateTo } from '../../../src/client/app/navigation';
import { claimCancelRequested, loadCancelled } from '../../../src/client/features/cancelLoad/slice';
import {
  claimDriverAssignRequested,
  driverAssignmentReducer,
  loadDriverChanged,
  selectDriverAssignment,
} from '../../../src/client/features/changeDriver/slice';
import { assignClaimDriver, cancelClaimAtAssign } from '../../../src/client/features/claim/driverSagas';
import { driversReceived } from '../../../src/client/features/drivers/slice';
import { flashAdded } from '../../../src/client/features/flash/slice';
import { loadsReceived } from '../../../src/client/features/loads/slice';
import { errorReported } from '../../../src/client/features/errors/slice';
import { aDriver } from '../support/drivers';
import { aLoad } from '../support/loads';
import { signedIn, signedInCredentials } from '../support/sagaProviders';

const claimed = aLoad({ id: 7, orderStatus: 'PendingPickup', unAssigned: false, assignedToCurrentCarrier: true, driverId: 3 });
const driver = aDriver({ driverId: 3 });

const refused = new ApiError({ status: 400, statusText: 'Bad Request', url: '/api/CarrierLoads/7/ChangeDriver', message: 'Driver 3 is not one of your drivers' });
const serverDown = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/CarrierLoads/7/unassign', message: 'Internal Server Error' });

describe('claim step 2: assign a driver', () => {
  it('Assign Driver puts the chosen driver on the load, stores the answer and opens the claimed confirmation', () =>
    expectSaga(assignClaimDriver, claimDriverAssignRequested({ loadId: 7, driverId: 3 }))
      .provide([signedIn, [matchers.call.fn(changeLoadDriver), { ...claimed, driver }], [matchers.call.fn(navigateTo), undefined]])
      .call(changeLoadDriver, signedInCredentials, 7, 3)
      .put(loadsReceived([claimed]))
      .put(driversReceived([driver]))
      .put(loadDriverChanged(7))
      .call(navigateTo, '/load/7/assign-details')
      .run());

  it("a failed assignment shows the server's message as the form's root error and stays on the step", async () => {
    const { storeState } = await expectSaga(assignClaimDriver, claimDriverAssignRequested({ loadId: 7, driverId: 3 }))
      .withReducer(combineReducers({ driverAssignment: driverAssignmentReducer }))
      .provide([signedIn, [matchers.call.fn(changeLoadDriver), throwError(refused)]])
      .not.call.fn(navigateTo)
      .not.put.actionType(errorReported.type)
      .run();
    expect(selectDriverAssignment(storeState, 7)).toEqual({ status: 'failed', message: 'Driver 3 is not one of your drivers', fieldErrors: {} });
  });
});

describe('claim step 2: cancel at the assign step', () => {
  it("confirming submits the cancellation with reason 'AE' and shows the load detail, available to others again", () => {
    const released = aLoad({ id: 7, unAssigned: true });
    return expectSaga(cancelClaimAtAssign, claimCancelRequested(7))
      .provide([signedIn, [matchers.call.fn(unassignLoad), { ...released, driver: null }], [matchers.call.fn(navigateTo), undefined]])
      .call(unassignLoad, signedInCredentials, 7, 'AE')
      .put(loadsReceived([released]))
      .put(loadCancelled(7))
      .call(navigateTo, '/load/7')
      .run();
  });

  it("a failed cancellation flashes 'Could not cancel load {id}' and nothing else", () =>
    expectSaga(cancelClaimAtAssign, claimCancelRequested(7))
      .provide([signedIn, [matchers.call.fn(unassignLoad), throwError(serverDown)]])
      .put.like({ action: { type: flashAdded.type, payload: { text: 'Could not cancel load 7' } } })
      .not.put.actionType(errorReported.type)
      .not.call.fn(navigateTo)
      .run());
});
