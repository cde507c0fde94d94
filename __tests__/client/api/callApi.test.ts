import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../src/client/api/ApiError';
import { callApi, callPublicApi, type CallApiOptions } from '../../../src/client/api/callApi';
import type { ApiCredentials } from '../../../src/client/api/credentials';
import { reportedErrorText } from '../../../src/client/features/errors/errorsText';
import { errorReported, errorsReducer } from '../../../src/client/features/errors/slice';
import { initialSessionState, sessionDestroyed, sessionReducer } from '../../../src/client/features/session/slice';

// Stand-ins for typed API modules; the providers answer for them.
const fetchLoad = async (_credentials: ApiCredentials | null, _id: number): Promise<{ id: number }> => ({ id: 0 });
const validateCode = async (_code: string): Promise<boolean> => true;

const reducer = combineReducers({ session: sessionReducer, errors: errorsReducer });
const signedIn = {
  session: { ...initialSessionState, token: { tokenType: 'bearer', accessToken: 't' } },
  errors: { errors: [] },
};

function* loadFive(options?: CallApiOptions) {
  try {
    return yield* callApi(fetchLoad, [5], options);
  } catch {
    return 'failed';
  }
}

const failure = (status: number, message = 'Boom') =>
  new ApiError({ status, statusText: 'Status', url: '/api/CarrierLoads/get/5', message });

describe('callApi: global handling of API failures (spec 8)', () => {
  it('passes the session credentials first and returns the answer', async () => {
    const { returnValue } = await expectSaga(loadFive)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call(fetchLoad, { token: { tokenType: 'bearer', accessToken: 't' } }, 5), { id: 5 }]])
      .run();
    expect(returnValue).toEqual({ id: 5 });
  });

  it('a 401 destroys the session and logs out without reporting', async () => {
    const { storeState } = await expectSaga(loadFive)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(fetchLoad), throwError(failure(401, 'Unauthorized'))]])
      .put(sessionDestroyed())
      .not.put.actionType(errorReported.type)
      .returns('failed')
      .run();
    expect(storeState.session.token).toBeNull();
  });

  it('400 and allowed 404 are not reported', async () => {
    await expectSaga(loadFive)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(fetchLoad), throwError(failure(400))]])
      .not.put.actionType(errorReported.type)
      .returns('failed')
      .run();
    await expectSaga(loadFive, { allow404: true })
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(fetchLoad), throwError(failure(404))]])
      .not.put.actionType(errorReported.type)
      .returns('failed')
      .run();
  });

  it('other failures report {failure} (HTTP {status} on {url})', async () => {
    const { storeState } = await expectSaga(loadFive)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(fetchLoad), throwError(failure(404, 'Not Found (404)'))]])
      .returns('failed')
      .run();
    expect(storeState.errors.errors).toEqual([
      { id: expect.any(Number), code: 'not_found', detail: 'Not Found (404)', request: { status: 404, url: '/api/CarrierLoads/get/5' } },
    ]);
    expect(storeState.errors.errors.map(reportedErrorText)).toEqual(['Not Found (404) (HTTP 404 on /api/CarrierLoads/get/5)']);
  });

  it('a network failure is reported with the network message', async () => {
    const offline = new ApiError({ status: 0, statusText: '', url: '/api/x', message: NETWORK_ERROR_MESSAGE });
    const { storeState } = await expectSaga(loadFive)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(fetchLoad), throwError(offline)]])
      .run();
    expect(storeState.errors.errors.map(reportedErrorText)).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('calls with global errors off are not reported', async () => {
    await expectSaga(loadFive, { reportErrors: false })
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(fetchLoad), throwError(failure(500))]])
      .not.put.actionType(errorReported.type)
      .returns('failed')
      .run();
  });

  it('a thrown shape guard is reported with its own message', async () => {
    const { storeState } = await expectSaga(loadFive)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call.fn(fetchLoad), throwError(new Error('expected data'))]])
      .run();
    expect(reportedErrorText(storeState.errors.errors[0])).toBe('expected data');
  });

  it('public calls follow the same rules without credentials', async () => {
    function* validate() {
      try {
        return yield* callPublicApi(validateCode, ['ABC']);
      } catch {
        return 'failed';
      }
    }
    const { storeState } = await expectSaga(validate)
      .withReducer(reducer, signedIn)
      .provide([[matchers.call(validateCode, 'ABC'), throwError(failure(503, 'Service Unavailable (503)'))]])
      .returns('failed')
      .run();
    expect(reportedErrorText(storeState.errors.errors[0])).toBe('Service Unavailable (503) (HTTP 503 on /api/CarrierLoads/get/5)');
  });
});
