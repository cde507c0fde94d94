/**
 * Driver pickers' pages: opening a picker fetches the first page at once, typing in its filter fetches the
 * first page after a pause, Load More the next page. Each picker has its own latest-only channel, so typing
 * in one picker never cancels another's request.
 */
import { cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE_NUMBER, SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import type { DriverRecord } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { fetchDrivers } from '../../api/driversApi';
import { selectViewer } from '../session/selectors';
import type { SessionState } from '../session/slice';
import { driversReceived } from '../drivers/slice';
import { selectDriverPicker } from './selectors';
import {
  driverFilterChanged,
  driverPageFailed,
  driverPageReceived,
  driverPickerOpened,
  moreDriversRequested,
  type DriverPickerState,
} from './slice';

type PickerAction =
  | ReturnType<typeof driverPickerOpened>
  | ReturnType<typeof driverFilterChanged>
  | ReturnType<typeof moreDriversRequested>;

function pickerIdOf(action: PickerAction): string {
  return moreDriversRequested.match(action) ? action.payload : action.payload.pickerId;
}

export function* fetchDriverPage(pickerId: string, pageNumber: number) {
  const picker: DriverPickerState = yield select(selectDriverPicker, pickerId);
  const viewer: SessionState['viewer'] = yield select(selectViewer);
  if (!viewer) {
    yield put(driverPageFailed(pickerId));
    return;
  }
  try {
    const page: Paged<DriverRecord> = yield* callApi(fetchDrivers, [
      viewer.client.clientId,
      { pageNumber, pageSize: DEFAULT_PAGE_SIZE, searchTerm: picker.filter.trim(), includeInactive: picker.includeInactive },
    ]);
    yield put(driversReceived(page.records));
    yield put(
      driverPageReceived({
        pickerId,
        filter: picker.filter,
        pageNumber,
        ids: page.records.map((driver) => driver.driverId),
        totalRecordCount: page.totalRecordCount,
      }),
    );
  } catch {
    yield put(driverPageFailed(pickerId));
  }
}

export function* runPickerIntent(action: PickerAction) {
  const pickerId = pickerIdOf(action);
  if (driverFilterChanged.match(action)) {
    yield delay(SEARCH_DEBOUNCE_MS);
    yield* fetchDriverPage(pickerId, FIRST_PAGE_NUMBER);
  } else if (moreDriversRequested.match(action)) {
    const picker: DriverPickerState = yield select(selectDriverPicker, pickerId);
    yield* fetchDriverPage(pickerId, picker.pageNumber + 1);
  } else {
    yield* fetchDriverPage(pickerId, FIRST_PAGE_NUMBER);
  }
}

export function* driverPickerSaga() {
  const running: Record<string, Task> = {};
  while (true) {
    const action: PickerAction = yield take([driverPickerOpened.type, driverFilterChanged.type, moreDriversRequested.type]);
    const pickerId = pickerIdOf(action);
    const previous = running[pickerId];
    if (previous?.isRunning()) yield cancel(previous);
    running[pickerId] = yield fork(runPickerIntent, action);
  }
}
