import { put } from 'redux-saga/effects';
import type { Viewer } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { failureOf } from '../../api/failure';
import { fetchCurrentUser } from '../../api/sessionApi';
import { viewerFailed, viewerReceived } from './slice';

/** Reads who is signed in (`GET CurrentUser`): after a sign-in here, or a session taken up from another tab. */
export function* loadViewer() {
  try {
    const viewer: Viewer = yield* callApi(fetchCurrentUser, []);
    yield put(viewerReceived(viewer));
  } catch (error) {
    yield put(viewerFailed(failureOf(error)));
  }
}
