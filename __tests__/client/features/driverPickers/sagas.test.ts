import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchDrivers } from '../../../../src/client/api/driversApi';
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, join, put, take } from 'redux-saga/effects';
import { driverPickerSaga } from '../../../../src/client/features/driverPickers/sagas';
import {
  driverFilterChanged,
  driverPageReceived,
  driverPickerOpened,
  driverPickersReducer,
  emptyDriverPicker,
} from '../../../../src/client/features/driverPickers/slice';
import { driversReceived } from '../../../../src/client/features/drivers/slice';
import { demoViewer } from '../../support/fixtures';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';
import { aDriver } from '../../support/drivers';
import { driving, heldDelays } from '../../support/drive';

const ana = aDriver({ driverId: 3, name: 'Ana Cruz' });

describe('driver picker paging and filter', () => {
  it('typing in one picker does not cancel the page another picker is waiting for', () => {
    const pickers = { claim: { ...emptyDriverPicker, filter: 'an' }, list: emptyDriverPicker };
    const delays = heldDelays();
    return expectSaga(driving(driverPickerSaga, function* () {
      const bothReceived: Task = yield fork(function* (): SagaIterator {
        yield take(driverPageReceived.type);
        yield take(driverPageReceived.type);
      });
      yield put(driverFilterChanged({ pickerId: 'claim', filter: 'an' }));
      yield put(driverFilterChanged({ pickerId: 'list', filter: '' }));
      // Both pickers wait out their typing pause at once; then both pages are asked for.
      yield call(delays.held, 2);
      delays.release();
      yield join(bothReceived);
    }))
      .withState({ session: { viewer: demoViewer }, driverPickers: pickers })
      .provide([signedIn, delays.provider, [matchers.call.fn(fetchDrivers), { records: [ana], totalRecordCount: 1 }]])
      .call(fetchDrivers, signedInCredentials, 7, { pageNumber: 1, pageSize: 20, searchTerm: 'an', includeInactive: false })
      .call(fetchDrivers, signedInCredentials, 7, { pageNumber: 1, pageSize: 20, searchTerm: '', includeInactive: false })
      .put(driversReceived([ana]))
      .put(driverPageReceived({ pickerId: 'claim', filter: 'an', pageNumber: 1, ids: [3], totalRecordCount: 1 }))
      .put(driverPageReceived({ pickerId: 'list', filter: '', pageNumber: 1, ids: [3], totalRecordCount: 1 }))
      .run({ timeout: false });
  });

  it('an answer for a filter the user has since changed is dropped', () => {
    const opened = driverPickersReducer({}, driverPickerOpened({ pickerId: 'claim', includeInactive: false }));
    const typed = driverPickersReducer(opened, driverFilterChanged({ pickerId: 'claim', filter: 'ana' }));
    const stale = driverPickersReducer(typed, driverPageReceived({ pickerId: 'claim', filter: '', pageNumber: 1, ids: [1, 2], totalRecordCount: 2 }));
    expect(stale.claim.ids).toEqual([]);
    expect(stale.claim.status).toBe('loading');
  });

  it('the carrier has no drivers at all only when the unfiltered total is 0, not when a filter matches none', () => {
    const opened = driverPickersReducer({}, driverPickerOpened({ pickerId: 'claim', includeInactive: false }));
    const filtered = driverPickersReducer(
      driverPickersReducer(opened, driverFilterChanged({ pickerId: 'claim', filter: 'zed' })),
      driverPageReceived({ pickerId: 'claim', filter: 'zed', pageNumber: 1, ids: [], totalRecordCount: 0 }),
    );
    expect(filtered.claim.unfilteredTotal).toBeNull();
    const none = driverPickersReducer(opened, driverPageReceived({ pickerId: 'claim', filter: '', pageNumber: 1, ids: [], totalRecordCount: 0 }));
    expect(none.claim.unfilteredTotal).toBe(0);
  });
});
