import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/client/api/ApiError';
import { assignLoad } from '../../../src/client/api/assignmentApi';
import { navigateTo } from '../../../src/client/app/navigation';
import { submitClaimSchedule } from '../../../src/client/features/claim/scheduleSagas';
import {
  claimReducer,
  claimScheduleFailed,
  claimScheduleSubmitted,
  loadClaimScheduled,
  selectClaimSchedule,
} from '../../../src/client/features/claim/slice';
import { errorReported } from '../../../src/client/features/errors/slice';
import { loadsReceived } from '../../../src/client/features/loads/slice';
import { aLoad } from '../support/loads';
import { signedIn, signedInCredentials } from '../support/sagaProviders';

const schedule = { scheduledPickup: '2026-11-24T12:00:00-05:00', scheduledDelivery: '2026-11-26T08:15:00-05:00' };
const submitted = claimScheduleSubmitted({ loadId: 4711, schedule });

describe('claim step 1, the schedule (loads spec 4, Claim)', () => {
  it('claims the load without a driver, stores the answer and moves to assign-driver', () => {
    const claimed = aLoad({ unAssigned: false, assignedToCurrentCarrier: true, orderStatus: 'PendingPickup' });
    return expectSaga(submitClaimSchedule, submitted)
      .provide([signedIn, [matchers.call.fn(assignLoad), { ...claimed, driver: null }], [matchers.call.fn(navigateTo), undefined]])
      .call(assignLoad, signedInCredentials, 4711, { ...schedule, driverId: null })
      .put(loadsReceived([claimed]))
      .put(loadClaimScheduled(4711))
      .call(navigateTo, '/load/4711/assign-driver')
      .run();
  });

  it("an assignment failure shows the server message as the form's root error, with its field errors", () => {
    const refused = new ApiError({
      status: 400,
      statusText: 'Bad Request',
      url: '/api/CarrierLoads/4711/assignment',
      message: 'Pick-up is outside the window',
      fieldErrors: { scheduledPickup: 'Too early' },
    });
    return expectSaga(submitClaimSchedule, submitted)
      .withReducer((state, action) => ({ claim: claimReducer(state?.claim, action) }), { claim: claimReducer(undefined, submitted) })
      .provide([signedIn, [matchers.call.fn(assignLoad), throwError(refused)]])
      .put(claimScheduleFailed({ loadId: 4711, message: 'Pick-up is outside the window', fieldErrors: { scheduledPickup: 'Too early' } }))
      .not.call.fn(navigateTo)
      .run()
      .then(({ storeState }) => {
        expect(selectClaimSchedule(storeState, 4711)).toEqual({
          status: 'failed',
          message: 'Pick-up is outside the window',
          fieldErrors: { scheduledPickup: 'Too early' },
        });
      });
  });

  it('an assignment failure is not reported on the global error overlay', () => {
    const broken = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/CarrierLoads/4711/assignment', message: 'Something broke' });
    return expectSaga(submitClaimSchedule, submitted)
      .provide([signedIn, [matchers.call.fn(assignLoad), throwError(broken)]])
      .put(claimScheduleFailed({ loadId: 4711, message: 'Something broke', fieldErrors: {} }))
      .not.put.actionType(errorReported.type)
      .run();
  });
});
