import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchLoad } from '../../../../src/client/api/loadApi';
import { driversReceived } from '../../../../src/client/features/drivers/slice';
import { fetchLoadById } from '../../../../src/client/features/loads/sagas';
import { loadFetched, loadFetchFailed, loadRequested, loadsReceived } from '../../../../src/client/features/loads/slice';
import { aLoad } from '../../support/loads';
import { signedIn } from '../../support/sagaProviders';

const driver = { driverId: 4, firstName: 'Sofia', lastName: 'Ramirez', name: 'Sofia Ramirez', email: null, cellPhoneNumber: null, enabled: true };

function failure(status: number) {
  return new ApiError({ status, statusText: 'x', url: '/api/CarrierLoads/get/7', message: 'nope' });
}

describe('loading a load by id', () => {
  it('stores the load and its driver apart, each once by id', () => {
    const load = aLoad({ id: 7, driverId: 4 });
    return expectSaga(fetchLoadById, loadRequested(7))
      .provide([signedIn, [matchers.call.fn(fetchLoad), { ...load, driver }]])
      .put(loadsReceived([load]))
      .put(driversReceived([driver]))
      .put(loadFetched(7))
      .run();
  });

  it('a 404 means the load does not exist and a 403 that it is another carrier\'s (loads spec 6)', async () => {
    await expectSaga(fetchLoadById, loadRequested(7))
      .provide([signedIn, [matchers.call.fn(fetchLoad), throwError(failure(404))]])
      .put(loadFetchFailed({ loadId: 7, status: 'notFound' }))
      .run();
    await expectSaga(fetchLoadById, loadRequested(7))
      .provide([signedIn, [matchers.call.fn(fetchLoad), throwError(failure(403))]])
      .put(loadFetchFailed({ loadId: 7, status: 'forbidden' }))
      .run();
  });
});
