import { put } from 'redux-saga/effects';
import type { LoadDetailRecord } from '../../../shared/loads';
import { callApi } from '../../api/callApi';
import { changeLoadDriver } from '../../api/assignmentApi';
import { loadSubmissionFailureOf } from '../loadChanges/loadSubmission';
import { storeLoadDetail } from '../loads/sagas';
import { loadDriverChanged, loadDriverChangeFailed } from './slice';

/**
 * Puts the driver on the load and stores the answer; true when it worked. A failure is the form's to show
 * (the server's message as its root error), so it is not reported globally.
 */
export function* assignDriverToLoad(loadId: number, driverId: number) {
  try {
    const load: LoadDetailRecord = yield* callApi(changeLoadDriver, [loadId, driverId], { reportErrors: false });
    yield* storeLoadDetail(load);
    yield put(loadDriverChanged(loadId));
    return true;
  } catch (error) {
    yield put(loadDriverChangeFailed(loadSubmissionFailureOf(loadId, error)));
    return false;
  }
}
