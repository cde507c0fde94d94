import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { addCarrierTrucks } from '../../../../src/client/api/onboardingApi';
import { fetchTrucks, removeTrucks, saveTruckQuantity } from '../../../../src/client/api/trucksApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { addTrucks, loadFleet, removeTruck, updateQuantity } from '../../../../src/client/features/fleet/sagas';
import {
  fleetReducer, fleetRequested, initialFleetState, truckChangeFailed, truckQuantityRequested, truckRemovalRequested, trucksAddFailed,
  trucksAddRequested,
} from '../../../../src/client/features/fleet/slice';
import { selectViewer } from '../../../../src/client/features/session/selectors';
import { demoViewer } from '../../support/fixtures';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const reducer = combineReducers({ fleet: fleetReducer });
const initial = { fleet: initialFleetState };
const viewer: [matchers.Matcher, typeof demoViewer] = [matchers.select(selectViewer), demoViewer];
const clientId = demoViewer.client.clientId;
const hauler = { carrierTruckId: 3, clientId, quantity: 2, carrierEquipmentType: 'Open' as const, isFlatBed: false, capacity: 9 };
const flatbed = { carrierTruckId: 4, clientId, quantity: 1, carrierEquipmentType: 'Enclosed' as const, isFlatBed: true, capacity: 1 };
const row = { quantity: 1, carrierEquipmentType: 'Open' as const, isFlatBed: false, capacity: 7 };
const failure = (status: number, message: string, fieldErrors = {}) =>
  new ApiError({ status, statusText: 'Failed', url: '/api/CarrierTrucks', message, fieldErrors, data: { message } });

describe('fleet sagas (account spec 2.9, 7 and 8)', () => {
  it("the fleet screen fetches the carrier's trucks by its clientId", async () => {
    const { storeState } = await expectSaga(loadFleet)
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call(fetchTrucks, signedInCredentials, clientId), [hauler, flatbed]]])
      .run();
    expect(storeState.fleet.trucks.ids).toEqual([3, 4]);
    expect(storeState.fleet.status).toBe('loaded');
  });

  it('adding trucks sends the rows with the clientId, reporting no global error, then shows the fleet', async () => {
    await expectSaga(addTrucks, trucksAddRequested([row]))
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call(addCarrierTrucks, signedInCredentials, clientId, [row]), undefined], [matchers.call.fn(navigateTo), undefined]])
      .call(navigateTo, '/drivers-and-fleet/fleet')
      .run();
  });

  it('an add-truck failure keeps its details for the form', async () => {
    const { storeState } = await expectSaga(addTrucks, trucksAddRequested([row]))
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call.fn(addCarrierTrucks), throwError(failure(500, 'Internal server error'))]])
      .put(trucksAddFailed({ code: 'internal', serverMessage: null, fieldErrors: {} }))
      .not.call.fn(navigateTo)
      .run();
    expect(storeState.fleet.add.status).toBe('failed');
  });

  it('Update Truck saves the integer quantity and returns to the fleet', async () => {
    const { storeState } = await expectSaga(updateQuantity, truckQuantityRequested({ carrierTruckId: 3, quantity: 5 }))
      .withReducer(reducer, { fleet: fleetReducer(undefined, { type: 'fleet/fleetReceived', payload: [hauler] }) })
      .provide([viewer, signedIn, [matchers.call(saveTruckQuantity, signedInCredentials, clientId, 3, 5), [{ ...hauler, quantity: 5 }]],
        [matchers.call.fn(navigateTo), undefined]])
      .call(navigateTo, '/drivers-and-fleet/fleet')
      .run();
    expect(storeState.fleet.trucks.entities[3]?.quantity).toBe(5);
  });

  it('a refused update shows the server words and stays', async () => {
    await expectSaga(updateQuantity, truckQuantityRequested({ carrierTruckId: 3, quantity: 5 }))
      .withReducer(reducer, initial)
      .provide([viewer, signedIn, [matchers.call.fn(saveTruckQuantity), throwError(failure(404, 'Truck not found'))]])
      .put(truckChangeFailed({ code: 'not_found', serverMessage: 'Truck not found', fieldErrors: {} }))
      .not.call.fn(navigateTo)
      .run();
  });

  it('the fleet list refetches after a delete', async () => {
    const { storeState } = await expectSaga(removeTruck, truckRemovalRequested(4))
      .withReducer(reducer, { fleet: fleetReducer(undefined, { type: 'fleet/fleetReceived', payload: [hauler, flatbed] }) })
      .provide([viewer, signedIn, [matchers.call(removeTrucks, signedInCredentials, clientId, [4]), undefined], [matchers.call.fn(navigateTo), undefined]])
      .put(fleetRequested())
      .call(navigateTo, '/drivers-and-fleet/fleet')
      .run();
    expect(storeState.fleet.trucks.ids).toEqual([3]);
  });
});
