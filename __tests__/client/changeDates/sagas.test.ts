import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../src/client/api/ApiError';
import { changeLoadDates } from '../../../src/client/api/assignmentApi';
import { navigateTo } from '../../../src/client/app/navigation';
import { submitLoadDatesChange } from '../../../src/client/features/changeDates/sagas';
import {
  loadDatesChanged,
  loadDatesChangeFailed,
  loadDatesChangeSubmitted,
} from '../../../src/client/features/changeDates/slice';
import { errorReported } from '../../../src/client/features/errors/slice';
import { flashQueued } from '../../../src/client/features/flash/slice';
import { loadsReceived } from '../../../src/client/features/loads/slice';
import { aLoad } from '../support/loads';
import { signedIn, signedInCredentials } from '../support/sagaProviders';

const schedule = { scheduledPickup: '2026-11-24T09:00:00-05:00', scheduledDelivery: '2026-11-26T12:00:00-05:00' };
const submitted = loadDatesChangeSubmitted({ loadId: 4711, schedule });

describe('changing pick-up and drop-off (loads spec 2 and 4)', () => {
  it('saves the new times, stores the load and goes back to its detail with a flash', () => {
    const changed = aLoad({ unAssigned: false, assignedToCurrentCarrier: true, scheduledPickup: '2026-11-24T14:00:00Z' });
    return expectSaga(submitLoadDatesChange, submitted)
      .provide([signedIn, [matchers.call.fn(changeLoadDates), { ...changed, driver: null }], [matchers.call.fn(navigateTo), undefined]])
      .call(changeLoadDates, signedInCredentials, 4711, schedule)
      .put(loadsReceived([changed]))
      .put(loadDatesChanged(4711))
      .put.like({ action: { type: flashQueued.type, payload: { text: 'Updated pick-up and drop-off for load 4711' } } })
      .call(navigateTo, '/load/4711')
      .run();
  });

  it("a failure shows the server message as the form's root error, unreported", () => {
    const refused = new ApiError({ status: 500, statusText: 'Server Error', url: '/api/CarrierLoads/4711/ChangeDates', message: 'Could not save' });
    return expectSaga(submitLoadDatesChange, submitted)
      .provide([signedIn, [matchers.call.fn(changeLoadDates), throwError(refused)]])
      .put(loadDatesChangeFailed({ loadId: 4711, message: 'Could not save', fieldErrors: {} }))
      .not.put.actionType(errorReported.type)
      .not.call.fn(navigateTo)
      .run();
  });
});
