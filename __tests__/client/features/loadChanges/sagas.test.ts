import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { assignLoad, changeLoadDates, changeLoadDriver, fetchUnassignReasonGroups, unassignLoad } from '../../../../src/client/api/assignmentApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { paths } from '../../../../src/client/app/routeTable';
import { driversReceived } from '../../../../src/client/features/drivers/slice';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { flashAdded, flashQueued } from '../../../../src/client/features/flash/slice';
import { loadsReceived } from '../../../../src/client/features/loads/slice';
import { keptAnswersCleared } from '../../../../src/client/features/requestCache/slice';
import {
  assignClaimDriver,
  cancelClaimAtAssign,
  cancelLoad,
  changeDriver,
  fetchCancelReasons,
  submitClaimSchedule,
  submitLoadDatesChange,
} from '../../../../src/client/features/loadChanges/sagas';
import { loadChangeFailureText } from '../../../../src/client/features/loadChanges/loadChangesText';
import { selectLoadChange, selectLoadSubmission } from '../../../../src/client/features/loadChanges/selectors';
import {
  cancelReasonsFailed,
  claimCancelRequested,
  claimDriverChosen,
  claimedLoadsReloadRequested,
  claimScheduleSubmitted,
  driverChangeRequested,
  initialLoadChangesState,
  loadCancelRequested,
  loadChangeFailed,
  loadChangesReducer,
  loadChangeSucceeded,
  loadDatesChangeSubmitted,
} from '../../../../src/client/features/loadChanges/slice';
import { aDriver } from '../../support/drivers';
import { aLoad } from '../../support/loads';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const withLoadChanges = () => combineReducers({ loadChanges: loadChangesReducer });
const flash = (type: string, text: string) => ({ action: { type, payload: { text } } });
const schedule = { scheduledPickup: '2026-11-24T12:00:00-05:00', scheduledDelivery: '2026-11-26T08:15:00-05:00' };
const serverDown = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/x', message: 'Internal Server Error' });

describe('claim step 1, the schedule (loads spec 4, Claim)', () => {
  const submitted = claimScheduleSubmitted({ loadId: 4711, schedule });

  it('claims the load without a driver, stores the answer, drops kept search answers and moves to assign-driver', () => {
    const claimed = aLoad({ unAssigned: false, assignedToCurrentCarrier: true, orderStatus: 'PendingPickup' });
    return expectSaga(submitClaimSchedule, submitted)
      .provide([signedIn, [matchers.call.fn(assignLoad), { ...claimed, driver: null }], [matchers.call.fn(navigateTo), undefined]])
      .call(assignLoad, signedInCredentials, 4711, { ...schedule, driverId: null })
      .put(keptAnswersCleared())
      .put(loadsReceived([claimed]))
      .put(loadChangeSucceeded({ loadId: 4711, kind: 'claim' }))
      .call(navigateTo, paths.loadClaimDriver(4711))
      .run();
  });

  it("an assignment failure shows the server message as the form's root error, with its field errors", async () => {
    const refused = new ApiError({
      status: 400,
      statusText: 'Bad Request',
      url: '/api/CarrierLoads/4711/assignment',
      message: 'Pick-up is outside the window',
      fieldErrors: { scheduledPickup: 'Too early' },
    });
    const { storeState } = await expectSaga(submitClaimSchedule, submitted)
      .withReducer(withLoadChanges(), { loadChanges: loadChangesReducer(undefined, submitted) })
      .provide([signedIn, [matchers.call.fn(assignLoad), throwError(refused)]])
      .not.call.fn(navigateTo)
      .run();
    expect(selectLoadSubmission(storeState, 4711, 'claim')).toEqual({
      status: 'failed',
      failure: { code: 'bad_request', serverMessage: 'Pick-up is outside the window', fieldErrors: { scheduledPickup: 'Too early' } },
      failureText: 'Pick-up is outside the window',
    });
    expect(selectLoadChange(storeState, 4711, 'claim').failure?.code).toBe('bad_request');
  });

  it('an assignment failure is not reported on the global error overlay', () =>
    expectSaga(submitClaimSchedule, submitted)
      .provide([signedIn, [matchers.call.fn(assignLoad), throwError(serverDown)]])
      .put(loadChangeFailed({ loadId: 4711, kind: 'claim', failure: { code: 'internal', serverMessage: null, fieldErrors: {} } }))
      .not.put.actionType(errorReported.type)
      .run());
});

describe('claim step 2: assign a driver', () => {
  const claimed = aLoad({ id: 7, orderStatus: 'PendingPickup', unAssigned: false, assignedToCurrentCarrier: true, driverId: 3 });
  const driver = aDriver({ driverId: 3 });
  const refused = new ApiError({ status: 400, statusText: 'Bad Request', url: '/api/CarrierLoads/7/ChangeDriver', message: 'Driver 3 is not one of your drivers' });

  it('Assign Driver puts the chosen driver on the load, stores the answer and opens the claimed confirmation', () =>
    expectSaga(assignClaimDriver, claimDriverChosen({ loadId: 7, driverId: 3 }))
      .provide([signedIn, [matchers.call.fn(changeLoadDriver), { ...claimed, driver }], [matchers.call.fn(navigateTo), undefined]])
      .call(changeLoadDriver, signedInCredentials, 7, 3)
      .put(loadsReceived([claimed]))
      .put(driversReceived([driver]))
      .put(loadChangeSucceeded({ loadId: 7, kind: 'driver' }))
      .call(navigateTo, '/load/7/assign-details')
      .run());

  it("a failed assignment shows the server's message as the form's root error and stays on the step", async () => {
    const { storeState } = await expectSaga(assignClaimDriver, claimDriverChosen({ loadId: 7, driverId: 3 }))
      .withReducer(withLoadChanges())
      .provide([signedIn, [matchers.call.fn(changeLoadDriver), throwError(refused)]])
      .not.call.fn(navigateTo)
      .not.put.actionType(errorReported.type)
      .run();
    const { status, failure } = selectLoadSubmission(storeState, 7, 'driver');
    expect(status).toBe('failed');
    expect(failure && loadChangeFailureText(failure)).toBe('Driver 3 is not one of your drivers');
  });
});

describe('claim step 2: cancel at the assign step', () => {
  it("confirming submits the cancellation with reason 'AE' and shows the load detail, available to others again", () => {
    const released = aLoad({ id: 7, unAssigned: true });
    return expectSaga(cancelClaimAtAssign, claimCancelRequested(7))
      .provide([signedIn, [matchers.call.fn(unassignLoad), { ...released, driver: null }], [matchers.call.fn(navigateTo), undefined]])
      .call(unassignLoad, signedInCredentials, 7, 'AE')
      .put(loadsReceived([released]))
      .put(loadChangeSucceeded({ loadId: 7, kind: 'cancel' }))
      .call(navigateTo, '/load/7')
      .run();
  });

  it("a failed cancellation flashes 'Could not cancel load {id}' and nothing else", () =>
    expectSaga(cancelClaimAtAssign, claimCancelRequested(7))
      .provide([signedIn, [matchers.call.fn(unassignLoad), throwError(serverDown)]])
      .put.like(flash(flashAdded.type, 'Could not cancel load 7'))
      .not.put.actionType(errorReported.type)
      .not.call.fn(navigateTo)
      .run());
});

describe('changing pick-up and drop-off (loads spec 2 and 4)', () => {
  const submitted = loadDatesChangeSubmitted({ loadId: 4711, schedule });

  it('saves the new times, stores the load and goes back to its detail with a flash', () => {
    const changed = aLoad({ unAssigned: false, assignedToCurrentCarrier: true, scheduledPickup: '2026-11-24T14:00:00Z' });
    return expectSaga(submitLoadDatesChange, submitted)
      .provide([signedIn, [matchers.call.fn(changeLoadDates), { ...changed, driver: null }], [matchers.call.fn(navigateTo), undefined]])
      .call(changeLoadDates, signedInCredentials, 4711, schedule)
      .put(loadsReceived([changed]))
      .put(loadChangeSucceeded({ loadId: 4711, kind: 'dates' }))
      .put.like(flash(flashQueued.type, 'Updated pick-up and drop-off for load 4711'))
      .call(navigateTo, '/load/4711')
      .run();
  });

  it("a failure shows the server message as the form's root error, unreported", () => {
    const refused = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/CarrierLoads/4711/ChangeDates', message: 'Could not save' });
    return expectSaga(submitLoadDatesChange, submitted)
      .provide([signedIn, [matchers.call.fn(changeLoadDates), throwError(refused)]])
      .put(loadChangeFailed({ loadId: 4711, kind: 'dates', failure: { code: 'internal', serverMessage: null, fieldErrors: {} } }))
      .not.put.actionType(errorReported.type)
      .not.call.fn(navigateTo)
      .run();
  });
});

describe('change driver (loads spec 4)', () => {
  it("puts the driver on the load and goes back to it with 'Changed the driver of load {id}'", () => {
    const changed = aLoad({ id: 7, unAssigned: false, assignedToCurrentCarrier: true, driverId: 3 });
    return expectSaga(changeDriver, driverChangeRequested({ loadId: 7, driverId: 3 }))
      .provide([signedIn, [matchers.call.fn(changeLoadDriver), { ...changed, driver: null }], [matchers.call.fn(navigateTo), undefined]])
      .call(changeLoadDriver, signedInCredentials, 7, 3)
      .put(loadChangeSucceeded({ loadId: 7, kind: 'driver' }))
      .put.like(flash(flashQueued.type, 'Changed the driver of load 7'))
      .call(navigateTo, '/load/7')
      .run();
  });
});

describe('cancel reasons', () => {
  const groups = { carrier: { groupTitle: 'Carrier', groupList: { TB: 'Truck broke down' } } };

  it('are fetched once and kept: with groups in the store no request is made', () =>
    expectSaga(fetchCancelReasons)
      .withState({ loadChanges: { ...initialLoadChangesState, cancelReasons: { groups, status: 'loaded' } } })
      .provide([signedIn, [matchers.call.fn(fetchUnassignReasonGroups), groups]])
      .not.call.fn(fetchUnassignReasonGroups)
      .run());

  it('a failed fetch shows no message', () =>
    expectSaga(fetchCancelReasons)
      .withState({ loadChanges: initialLoadChangesState })
      .provide([signedIn, [matchers.call.fn(fetchUnassignReasonGroups), throwError(serverDown)]])
      .put(cancelReasonsFailed())
      .not.put.actionType(errorReported.type)
      .not.put.actionType(flashAdded.type)
      .run());
});

describe('cancel a claimed load with a reason', () => {
  const released = aLoad({ id: 7 });

  it("from the load's page: queues 'Cancelled load {id}' and goes to the load detail", () =>
    expectSaga(cancelLoad, loadCancelRequested({ loadId: 7, reasonCode: 'TB', returnToDetail: true }))
      .provide([signedIn, [matchers.call.fn(unassignLoad), { ...released, driver: null }], [matchers.call.fn(navigateTo), undefined]])
      .call(unassignLoad, signedInCredentials, 7, 'TB')
      .put(loadsReceived([released]))
      .put(loadChangeSucceeded({ loadId: 7, kind: 'cancel' }))
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

  it('a failed cancel keeps its code for the dialog to tell, rather than reported, and leaves the load claimed', async () => {
    const { storeState } = await expectSaga(cancelLoad, loadCancelRequested({ loadId: 7, reasonCode: 'TB', returnToDetail: true }))
      .withReducer(withLoadChanges())
      .provide([signedIn, [matchers.call.fn(unassignLoad), throwError(serverDown)]])
      .not.put.actionType(errorReported.type)
      .not.put.actionType(flashAdded.type)
      .not.put.actionType(flashQueued.type)
      .run();
    expect(selectLoadChange(storeState, 7, 'cancel')).toMatchObject({ status: 'failed', failure: { code: 'internal' } });
  });

  it('a cancel the server refuses keeps the refusal and the server\'s reason', async () => {
    const refused = new ApiError({ status: 409, statusText: 'Conflict', url: '/api/CarrierLoads/7/unassign', message: 'Load 7 is in progress: cancelling is no longer possible.' });
    const { storeState } = await expectSaga(cancelLoad, loadCancelRequested({ loadId: 7, reasonCode: 'TB', returnToDetail: false }))
      .withReducer(withLoadChanges())
      .provide([signedIn, [matchers.call.fn(unassignLoad), throwError(refused)]])
      .run();
    expect(selectLoadChange(storeState, 7, 'cancel')).toMatchObject({
      status: 'failed',
      failure: { code: 'conflict', serverMessage: 'Load 7 is in progress: cancelling is no longer possible.' },
    });
  });
});
