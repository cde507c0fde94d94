import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchDriver, fetchDrivers, saveDriver, setDriverActive } from '../../../../src/client/api/driversApi';
import { addDriver } from '../../../../src/client/api/onboardingApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { flashQueued } from '../../../../src/client/features/flash/slice';
import { driverFormFailureText } from '../../../../src/client/features/driverRoster/driverRosterText';
import { changeActivation, loadDriverDetails, loadFirstPage, loadNextPage, saveDriverForm } from '../../../../src/client/features/driverRoster/sagas';
import {
  driverActivationRequested, driverFormOpened, driverRosterReducer, driverSaveFailed, driverSaveRequested, initialDriverRosterState,
} from '../../../../src/client/features/driverRoster/slice';
import { driversReducer, initialDriversState } from '../../../../src/client/features/drivers/slice';
import { selectViewer } from '../../../../src/client/features/session/selectors';
import { demoViewer } from '../../support/fixtures';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const reducer = combineReducers({ drivers: driversReducer, driverRoster: driverRosterReducer });
const initial = { drivers: initialDriversState, driverRoster: initialDriverRosterState };
const viewer: [matchers.Matcher, typeof demoViewer] = [matchers.select(selectViewer), demoViewer];
const clientId = demoViewer.client.clientId;
const driver = (driverId: number, enabled = true) => ({ driverId, firstName: 'Rae', lastName: `Lund${driverId}`, name: `Rae Lund${driverId}`, email: null, cellPhoneNumber: null, enabled });
const details = { ...driver(5), twicCardExpiration: '2027-05-01', notes: null, hasVtasPassword: true };
const values = { firstName: 'Rae', lastName: 'Lund', email: 'rae@haul.test' };
const failure = (status: number, message: string, fieldErrors = {}) =>
  new ApiError({ status, statusText: 'Bad Request', url: '/api/Drivers', message, fieldErrors, data: { message } });

describe('Drivers and Fleet driver sagas (account spec 2.9, 4 and 7)', () => {
  it('the drivers list includes inactive drivers, twenty a page, with the total count', async () => {
    const { storeState } = await expectSaga(loadFirstPage)
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call(fetchDrivers, signedInCredentials, clientId, { pageNumber: 1, pageSize: 20, includeInactive: true }),
        { records: [driver(1), driver(2, false)], totalRecordCount: 21 }]])
      .run();
    expect(storeState.driverRoster.list).toEqual({ ids: [1, 2], pageNumber: 1, totalRecordCount: 21, status: 'loaded' });
    expect(storeState.drivers.entities[2]?.enabled).toBe(false);
  });

  it('Load More fetches the next page and keeps the drivers already shown', async () => {
    const shown = { ...initial, driverRoster: { ...initialDriverRosterState, list: { ids: [1, 2], pageNumber: 1, totalRecordCount: 3, status: 'loading' as const } } };
    const { storeState } = await expectSaga(loadNextPage)
      .withReducer(reducer, shown)
      .provide([viewer, signedIn, [matchers.call.fn(fetchDrivers), { records: [driver(3)], totalRecordCount: 3 }]])
      .call(fetchDrivers, signedInCredentials, clientId, { pageNumber: 2, pageSize: 20, includeInactive: true })
      .run();
    expect(storeState.driverRoster.list).toMatchObject({ ids: [1, 2, 3], pageNumber: 2 });
  });

  it('edit driver opens with the driver read by id', async () => {
    const { storeState } = await expectSaga(loadDriverDetails, driverFormOpened(5))
      .withReducer(reducer, { ...initial, driverRoster: driverRosterReducer(undefined, driverFormOpened(5)) })
      .provide([signedIn, [matchers.call(fetchDriver, signedInCredentials, 5), details]])
      .run();
    expect(storeState.driverRoster.form).toMatchObject({ status: 'ready', details });
  });

  it("'Add Driver' adds the driver, then goes to the drivers list", async () => {
    await expectSaga(saveDriverForm, driverSaveRequested({ driverId: null, values }))
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call(addDriver, signedInCredentials, clientId, values), driver(9)], [matchers.call.fn(navigateTo), undefined]])
      .call(navigateTo, '/drivers-and-fleet/drivers')
      .run();
  });

  it("'Update Driver' saves over the driver by id, then goes to the drivers list", async () => {
    await expectSaga(saveDriverForm, driverSaveRequested({ driverId: 5, values }))
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call(saveDriver, signedInCredentials, clientId, 5, values), details], [matchers.call.fn(navigateTo), undefined]])
      .call(navigateTo, '/drivers-and-fleet/drivers')
      .run();
  });

  it('server field errors show under each field and a general message as a root error', async () => {
    const { storeState } = await expectSaga(saveDriverForm, driverSaveRequested({ driverId: 5, values }))
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call.fn(saveDriver), throwError(failure(400, 'Validation failed', { email: 'Another of your drivers has this email address' }))]])
      .put(driverSaveFailed({ code: 'bad_request', serverMessage: 'Validation failed', fieldErrors: { email: 'Another of your drivers has this email address' } }))
      .not.call.fn(navigateTo)
      .run();
    expect(storeState.driverRoster.form.status).toBe('failed');
    expect(driverFormFailureText(storeState.driverRoster.form.failure)).toBeNull();
    const { storeState: refused } = await expectSaga(saveDriverForm, driverSaveRequested({ driverId: 5, values }))
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call.fn(saveDriver), throwError(failure(404, 'Driver not found'))]])
      .put(driverSaveFailed({ code: 'not_found', serverMessage: 'Driver not found', fieldErrors: {} }))
      .run();
    expect(driverFormFailureText(refused.driverRoster.form.failure)).toBe('Driver not found');
  });

  it("deactivation flashes 'Deactivated Driver {name}' and returns to the list", async () => {
    await expectSaga(changeActivation, driverActivationRequested({ driverId: 5, active: false }))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call(setDriverActive, signedInCredentials, 5, false), { ...details, enabled: false }], [matchers.call.fn(navigateTo), undefined]])
      .put.like({ action: { type: flashQueued.type, payload: { text: 'Deactivated Driver Rae Lund5' } } })
      .call(navigateTo, '/drivers-and-fleet/drivers')
      .run();
  });

  it("activation flashes 'Activated Driver {name}' and returns to the list", async () => {
    await expectSaga(changeActivation, driverActivationRequested({ driverId: 5, active: true }))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call(setDriverActive, signedInCredentials, 5, true), details], [matchers.call.fn(navigateTo), undefined]])
      .put.like({ action: { type: flashQueued.type, payload: { text: 'Activated Driver Rae Lund5' } } })
      .call(navigateTo, '/drivers-and-fleet/drivers')
      .run();
  });

  it("a driver without a name flashes 'Deactivated Driver Unnamed'", async () => {
    await expectSaga(changeActivation, driverActivationRequested({ driverId: 5, active: false }))
      .withReducer(reducer, initial)
      .provide([signedIn, [matchers.call.fn(setDriverActive), { ...details, name: ' ', enabled: false }], [matchers.call.fn(navigateTo), undefined]])
      .put.like({ action: { type: flashQueued.type, payload: { text: 'Deactivated Driver Unnamed' } } })
      .run();
  });

  it('a save that got no answer says so above the form, and a server failure in its own words', () => {
    expect(driverFormFailureText({ code: 'network', serverMessage: null, fieldErrors: {} })).toBe('A network error occured, please check your connection');
    expect(driverFormFailureText({ code: 'internal', serverMessage: null, fieldErrors: {} })).toBe('Internal server error');
  });
});
