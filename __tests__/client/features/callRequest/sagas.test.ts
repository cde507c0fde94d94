import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { requestCallWithDispatch } from '../../../../src/client/api/callRequestsApi';
import { failureOf } from '../../../../src/client/api/failure';
import { requestCall } from '../../../../src/client/features/callRequest/sagas';
import { callRequested, callRequestFailed, callScheduled } from '../../../../src/client/features/callRequest/slice';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const body = { callAt: '2026-11-24T16:00:00.000Z', timeZone: 'America/Chicago' };

describe('a call with dispatch instead of onboarding', () => {
  it('the chosen time is sent with the carrier\'s zone and the booked call kept', async () => {
    const booked = { id: 4, ...body };
    await expectSaga(requestCall, callRequested(body))
      .provide([signedIn, [matchers.call.fn(requestCallWithDispatch), booked]])
      .call(requestCallWithDispatch, signedInCredentials, body)
      .put(callScheduled(booked))
      .run();
  });

  it('a refusal is kept for the form to show, not put on the global overlay', async () => {
    const refused = new ApiError({
      status: 400, statusText: 'Bad Request', url: '/api/CallRequests', message: 'Choose a time that has not passed.',
      code: 'validation_failed', fieldErrors: { callAt: 'Choose a time that has not passed.' },
    });
    await expectSaga(requestCall, callRequested(body))
      .provide([signedIn, [matchers.call.fn(requestCallWithDispatch), throwError(refused)]])
      .put(callRequestFailed(failureOf(refused)))
      .not.put.actionType(errorReported.type)
      .run();
  });
});
