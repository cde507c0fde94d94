import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { CANCEL_AT_ASSIGN_REASON_CODE } from '../../../shared/constants';
import type { LoadDetailRecord, UnassignReasonGroups } from '../../../shared/loads';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import type { ApiCredentials } from '../../api/credentials';
import { assignLoad, changeLoadDates, changeLoadDriver, fetchUnassignReasonGroups, unassignLoad } from '../../api/assignmentApi';
import { navigateTo } from '../../app/navigation';
import { paths } from '../../app/routeTable';
import { flashAdded, flashQueued } from '../flash/slice';
import { storeLoadDetail } from '../loads/sagas';
import { keptAnswersCleared } from '../requestCache/slice';
import { cancelledLoadText, claimCancelFailedText, datesChangedText, driverChangedText } from './loadChangesText';
import {
  cancelReasonsFailed,
  cancelReasonsReceived,
  cancelReasonsRequested,
  claimCancelRequested,
  claimDriverChosen,
  claimedLoadsReloadRequested,
  claimScheduleSubmitted,
  driverChangeRequested,
  loadCancelRequested,
  loadChangeFailed,
  loadChangeSucceeded,
  loadDatesChangeSubmitted,
  type LoadChangeFailure,
  type LoadChangeKey,
  type LoadChangesState,
} from './slice';

/** What a failed write tells the form: its code, the server's words for a refusal and its per-field errors. */
export function loadChangeFailureOf(change: LoadChangeKey, error: unknown): LoadChangeFailure {
  return { ...change, failure: failureOf(error) };
}

/**
 * Sends one change and stores the load answered; true when it worked. A failure is the form's to show, so it
 * is not reported globally.
 */
function* writeLoadChange<Args extends unknown[]>(
  change: LoadChangeKey,
  request: (credentials: ApiCredentials | null, ...args: Args) => Promise<LoadDetailRecord>,
  args: Args,
) {
  try {
    const load: LoadDetailRecord = yield* callApi(request, args, { reportErrors: false });
    // A claimed or released load leaves or rejoins the board: kept search answers are stale.
    yield put(keptAnswersCleared());
    yield* storeLoadDetail(load);
    yield put(loadChangeSucceeded(change));
    return true;
  } catch (error) {
    yield put(loadChangeFailed(loadChangeFailureOf(change, error)));
    return false;
  }
}

/** Claim step 1: the schedule claims the load without a driver, then step 2 chooses one (loads spec 4, Claim). */
export function* submitClaimSchedule({ payload: { loadId, schedule } }: ReturnType<typeof claimScheduleSubmitted>) {
  const claimed: boolean = yield* writeLoadChange({ loadId, kind: 'claim' }, assignLoad, [loadId, { ...schedule, driverId: null }]);
  if (claimed) yield call(navigateTo, paths.loadClaimDriver(loadId));
}

/** Claim step 2: assigning the chosen driver leads to the confirmation. */
export function* assignClaimDriver({ payload: { loadId, driverId } }: ReturnType<typeof claimDriverChosen>) {
  const assigned: boolean = yield* writeLoadChange({ loadId, kind: 'driver' }, changeLoadDriver, [loadId, driverId]);
  if (assigned) yield call(navigateTo, paths.loadClaimed(loadId));
}

/** Cancelling the claim from step 2 releases the load with reason 'AE' and shows it again, available to others. */
export function* cancelClaimAtAssign({ payload: loadId }: ReturnType<typeof claimCancelRequested>) {
  const released: boolean = yield* writeLoadChange({ loadId, kind: 'cancel' }, unassignLoad, [loadId, CANCEL_AT_ASSIGN_REASON_CODE]);
  if (released) yield call(navigateTo, paths.load(loadId));
  else yield put(flashAdded(claimCancelFailedText(loadId)));
}

/** New times for a claimed load; on success the load detail opens with a flash saying so. */
export function* submitLoadDatesChange({ payload: { loadId, schedule } }: ReturnType<typeof loadDatesChangeSubmitted>) {
  const changed: boolean = yield* writeLoadChange({ loadId, kind: 'dates' }, changeLoadDates, [loadId, schedule]);
  if (!changed) return;
  yield put(flashQueued(datesChangedText(loadId)));
  yield call(navigateTo, paths.load(loadId));
}

/** Change driver (loads spec 4): on success back to the load, where a flash says it is done. */
export function* changeDriver({ payload: { loadId, driverId } }: ReturnType<typeof driverChangeRequested>) {
  const changed: boolean = yield* writeLoadChange({ loadId, kind: 'driver' }, changeLoadDriver, [loadId, driverId]);
  if (!changed) return;
  yield put(flashQueued(driverChangedText(loadId)));
  yield call(navigateTo, paths.load(loadId));
}

/** Reason groups are fetched once and kept; after a failure the dialog says so and asks again. */
export function* fetchCancelReasons() {
  const groups: UnassignReasonGroups | null = yield select(
    (state: { loadChanges: LoadChangesState }) => state.loadChanges.cancelReasons.groups,
  );
  if (groups) return;
  try {
    const answer: UnassignReasonGroups = yield* callApi(fetchUnassignReasonGroups, [], { reportErrors: false });
    yield put(cancelReasonsReceived(answer));
  } catch {
    yield put(cancelReasonsFailed());
  }
}

/**
 * From the load's page: queue the message and show the load again. From the claimed list: say it at once and
 * reload the list's first page. A failed cancellation is told in the dialog, which stays open to try again.
 */
export function* cancelLoad({ payload: { loadId, reasonCode, returnToDetail } }: ReturnType<typeof loadCancelRequested>) {
  const cancelled: boolean = yield* writeLoadChange({ loadId, kind: 'cancel' }, unassignLoad, [loadId, reasonCode]);
  if (!cancelled) return;
  if (returnToDetail) {
    yield put(flashQueued(cancelledLoadText(loadId)));
    yield call(navigateTo, paths.load(loadId));
  } else {
    yield put(flashAdded(cancelledLoadText(loadId)));
    yield put(claimedLoadsReloadRequested());
  }
}

export function* loadChangesSaga() {
  // A second click while a change is on its way must not send it twice.
  yield takeLeading(claimScheduleSubmitted.type, submitClaimSchedule);
  yield takeLeading(claimDriverChosen.type, assignClaimDriver);
  yield takeLeading(claimCancelRequested.type, cancelClaimAtAssign);
  yield takeLeading(loadDatesChangeSubmitted.type, submitLoadDatesChange);
  yield takeLeading(driverChangeRequested.type, changeDriver);
  yield takeLeading(cancelReasonsRequested.type, fetchCancelReasons);
  yield takeEvery(loadCancelRequested.type, cancelLoad);
}
