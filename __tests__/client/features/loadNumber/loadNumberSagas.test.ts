import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { call } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/ApiError';
import { lookupLoadPresence } from '../../../../src/client/api/loadApi';
import { navigateTo } from '../../../../src/client/app/navigation';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { LOAD_ALREADY_CLAIMED } from '../../../../src/shared/loadRefusals';
import { loadNumberFailureText } from '../../../../src/client/features/loadNumber/loadNumberText';
import { searchLoadNumber } from '../../../../src/client/features/loadNumber/sagas';
import {
  initialLoadNumberState,
  loadNumberLookupFailed,
  loadNumberLookupFinished,
  loadNumberLookupStarted,
  loadNumberReducer,
  loadNumberSearched,
  type LoadNumberState,
} from '../../../../src/client/features/loadNumber/slice';
import { answeredCall, driving } from '../../support/drive';
import { signedIn } from '../../support/sagaProviders';

const NOT_FOUND = "We're sorry, the load you are looking for does not exist.";
const openable = { id: 48213, assignedToCurrentCarrier: false, unAssigned: true };

function failure(status: number, message: string) {
  return new ApiError({ status, statusText: 'x', url: '/api/CarrierLoads/48213/presence', message });
}

const modalText = ({ failure: kept }: LoadNumberState) => kept && loadNumberFailureText(kept);

describe('load-number search (loads spec 4 and 5)', () => {
  it('nothing happens when the number is empty or not a number', async () => {
    for (const text of ['', '   ', 'abc', '0']) {
      await expectSaga(searchLoadNumber, loadNumberSearched(text))
        .provide([signedIn])
        .not.put.actionType(loadNumberLookupStarted.type)
        .not.call.fn(lookupLoadPresence)
        .not.call.fn(navigateTo)
        .run();
    }
  });

  it('a load number too large for an id says the load does not exist', async () => {
    for (const text of ['2147483648', '99999999999999999999']) {
      const { storeState } = await expectSaga(searchLoadNumber, loadNumberSearched(text))
        .withReducer(loadNumberReducer)
        .provide([signedIn])
        .not.call.fn(lookupLoadPresence)
        .not.call.fn(navigateTo)
        .run();
      expect(storeState).toMatchObject({ status: 'failed', failure: { code: 'not_found' } });
      expect(modalText(storeState)).toBe(NOT_FOUND);
    }
  });

  it('the search is in a loading state while the number is looked up', async () => {
    const lookup = answeredCall(new Promise(() => undefined));
    const { storeState } = await expectSaga(driving(() => searchLoadNumber(loadNumberSearched(' 48213 ')), function* () {
      yield call(() => lookup.seen);
    }))
      .withReducer(loadNumberReducer)
      .provide([signedIn, [matchers.call.fn(lookupLoadPresence), lookup.provider]])
      .put(loadNumberLookupStarted(48213))
      .run({ timeout: false });
    expect(storeState).toEqual({ status: 'searching', loadId: 48213, failure: null });
  });

  it('a load that is unassigned or the carrier\'s own opens its detail', async () => {
    for (const presence of [openable, { ...openable, unAssigned: false, assignedToCurrentCarrier: true }]) {
      const { storeState } = await expectSaga(searchLoadNumber, loadNumberSearched('48213'))
        .withReducer(loadNumberReducer)
        .provide([
          signedIn,
          [matchers.call.fn(lookupLoadPresence), presence],
          [matchers.call.fn(navigateTo), undefined],
        ])
        .call(lookupLoadPresence, signedIn[1], 48213)
        .call(navigateTo, '/load/48213')
        .put(loadNumberLookupFinished())
        .run();
      expect(storeState).toEqual(initialLoadNumberState);
    }
  });

  it('a failed lookup shows the server\'s message, not the global error overlay', async () => {
    const { storeState } = await expectSaga(searchLoadNumber, loadNumberSearched('48213'))
      .withReducer(loadNumberReducer)
      .provide([signedIn, [matchers.call.fn(lookupLoadPresence), throwError(failure(404, NOT_FOUND))]])
      .put(loadNumberLookupFailed({ code: 'not_found', serverMessage: NOT_FOUND, fieldErrors: {} }))
      .not.put.actionType(errorReported.type)
      .not.call.fn(navigateTo)
      .run();
    expect(storeState).toEqual({ status: 'failed', loadId: 48213, failure: { code: 'not_found', serverMessage: NOT_FOUND, fieldErrors: {} } });
    expect(modalText(storeState)).toBe(NOT_FOUND);
  });

  it('a load claimed by another carrier does not open: it has already been claimed', async () => {
    const { storeState } = await expectSaga(searchLoadNumber, loadNumberSearched('48213'))
      .withReducer(loadNumberReducer)
      .provide([signedIn, [matchers.call.fn(lookupLoadPresence), { ...openable, unAssigned: false }]])
      .put(loadNumberLookupFailed({ code: 'conflict', serverMessage: null, fieldErrors: {} }))
      .not.call.fn(navigateTo)
      .run();
    expect(modalText(storeState)).toBe(LOAD_ALREADY_CLAIMED);
  });
});
