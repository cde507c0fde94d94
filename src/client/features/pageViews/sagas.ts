/**
 * Page views (account spec 2.3 and 7): every route change is reported 100 ms after it (spec 9), to our own
 * API and, when a tracker id is configured, to the tracker. A page left within those 100 ms (a redirect) is
 * not reported: takeLatest cancels its wait.
 */
import { call, delay, takeLatest } from 'redux-saga/effects';
import { PAGE_VIEW_DELAY_MS } from '../../../shared/constants';
import { sendPageViewBeacon } from '../../api/helpApi';
import { locationChanged } from '../../app/routerActions';
import { serverSetting } from '../../app/serverSettings';
import { loadTracker, reportTrackerPageView } from './tracker';

export function* reportPageView({ payload }: ReturnType<typeof locationChanged>) {
  yield delay(PAGE_VIEW_DELAY_MS);
  // The path only: queries can hold e-mail addresses, codes and search terms.
  yield call(sendPageViewBeacon, payload.pathname);
  const trackerId: string | null = yield call(serverSetting, 'trackerId');
  if (trackerId) yield call(reportTrackerPageView, payload.pathname);
}

export function* pageViewsSaga() {
  const trackerId: string | null = yield call(serverSetting, 'trackerId');
  if (trackerId) yield call(loadTracker, trackerId);
  yield takeLatest(locationChanged.type, reportPageView);
}
