/** My Account's processes (account spec 2.11 and 4): the profile save of changed groups, and Business Information. */
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { BusinessInformation } from '../../../shared/accountSchemas';
import type { PasswordUpdateValues } from '../../../shared/passwordSchemas';
import type { Viewer } from '../../../shared/wire';
import { fetchBusinessInfo, saveBusinessInfo, saveProfileDetails } from '../../api/accountApi';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { updatePassword } from '../../api/passwordsApi';
import { isSafeRedirect, navigateTo } from '../../app/navigation';
import { screens } from '../../app/routeTable';
import { flashQueued } from '../flash/slice';
import { loadRecentSearches, loadSavedSearches } from '../search/storedSearchSagas';
import { selectViewer } from '../session/selectors';
import { viewerReceived } from '../session/slice';
import {
  businessInfoFailed, businessInfoReceived, businessInfoRequested, businessInfoSaved, businessInfoSaveFailed,
  businessInfoSaveRequested, myAccountOpened, profileSaved, profileSaveFailed, profileSaveRequested, type ProfileFailures,
} from './slice';

export const PROFILE_SAVED_MESSAGE = 'Successfully updated profile';
export const BUSINESS_INFO_SAVED_MESSAGE = 'Successfully updated business information';

/** The forms show field errors and the server's message themselves (spec 8: global reporting off). */
const inForm = { reportErrors: false };

function* savePassword(password: PasswordUpdateValues) {
  try {
    yield* callApi(updatePassword, [password], inForm);
    return null;
  } catch (error) {
    return failureOf(error);
  }
}

export function* saveProfile({ payload }: ReturnType<typeof profileSaveRequested>) {
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  const failures: ProfileFailures = { details: null, password: null };
  if (payload.details) {
    try {
      const saved: Viewer = yield* callApi(saveProfileDetails, [{ ...payload.details, id: viewer.userId, clientId: viewer.client.clientId }], inForm);
      yield put(viewerReceived(saved));
    } catch (error) {
      failures.details = failureOf(error);
    }
  }
  if (payload.password) failures.password = yield call(savePassword, payload.password);
  if (failures.details || failures.password) {
    yield put(profileSaveFailed(failures));
    return;
  }
  yield put(profileSaved());
  yield put(flashQueued(PROFILE_SAVED_MESSAGE));
  yield call(navigateTo, isSafeRedirect(payload.backTo) ? payload.backTo : screens.myAccount.path);
}

export function* loadBusinessInfo() {
  try {
    const info: BusinessInformation = yield* callApi(fetchBusinessInfo, []);
    yield put(businessInfoReceived(info));
  } catch {
    yield put(businessInfoFailed());
  }
}

export function* saveBusiness({ payload }: ReturnType<typeof businessInfoSaveRequested>) {
  try {
    const saved: BusinessInformation = yield* callApi(saveBusinessInfo, [payload], inForm);
    yield put(businessInfoSaved(saved));
    yield put(flashQueued(BUSINESS_INFO_SAVED_MESSAGE));
    yield call(navigateTo, screens.myAccount.path);
  } catch (error) {
    yield put(businessInfoSaveFailed(failureOf(error)));
  }
}

/** My Account lists the loads area's saved and recent searches, in the search state those screens share. */
export function* loadAccountSearches() {
  yield all([call(loadSavedSearches), call(loadRecentSearches)]);
}

export function* accountSaga() {
  yield takeLatest(profileSaveRequested.type, saveProfile);
  yield takeLatest(businessInfoRequested.type, loadBusinessInfo);
  yield takeLatest(businessInfoSaveRequested.type, saveBusiness);
  yield takeLatest(myAccountOpened.type, loadAccountSearches);
}
