/**
 * The public page reads its load signed out, so a refusal never touches a session in this browser; Share asks the
 * server for the page's address (the configured origin) and hands it to the share sheet or the clipboard.
 */
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { LoadRecord, LoadShareLink, PublicLoadRecord } from '../../../shared/loads';
import { callApi, callPublicApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchLoadShareLink, fetchPublicLoad } from '../../api/loadShareApi';
import { flashAdded } from '../flash/slice';
import { selectLoadById } from '../loads/slice';
import { LINK_COPIED, publicLoadTitle } from './loadShareText';
import { shareOrCopy, type ShareOutcome } from './shareLink';
import {
  loadShared, loadShareFailed, loadShareRequested, publicLoadFailed, publicLoadOpened, publicLoadReceived,
} from './slice';

export function* loadPublicLoad({ payload }: ReturnType<typeof publicLoadOpened>) {
  try {
    const load: PublicLoadRecord = yield* callPublicApi(fetchPublicLoad, [payload.slug], { reportErrors: false });
    yield put(publicLoadReceived(load));
  } catch (error) {
    yield put(publicLoadFailed(failureOf(error)));
  }
}

export function* shareLoad({ payload }: ReturnType<typeof loadShareRequested>) {
  try {
    const { url }: LoadShareLink = yield* callApi(fetchLoadShareLink, [payload.loadId], { reportErrors: false });
    const load: LoadRecord | undefined = yield select(selectLoadById, payload.loadId);
    const outcome: ShareOutcome = yield call(shareOrCopy, url, load ? publicLoadTitle(load) : `Load ${payload.loadId}`);
    yield put(loadShared());
    if (outcome === 'copied') yield put(flashAdded(LINK_COPIED));
  } catch (error) {
    yield put(loadShareFailed({ loadId: payload.loadId, failure: failureOf(error) }));
  }
}

export function* loadShareSaga() {
  yield takeLatest(publicLoadOpened.type, loadPublicLoad);
  yield takeLatest(loadShareRequested.type, shareLoad);
}
