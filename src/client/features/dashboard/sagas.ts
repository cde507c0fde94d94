/**
 * The dashboard's processes (account spec 2.8, 4 and 9): every figure fetched when the screen opens, the trends
 * again when the period changes and the revenue when the region changes.
 */
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type {
  InsuranceExpiration, LoadTrends, MyTasks, SixMonthLoadSummary, SixMonthPaymentSummary, SixMonthRevenueSummary,
} from '../../../shared/dashboard';
import type { Viewer } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import {
  fetchInsuranceExpiration, fetchLoadSummary, fetchLoadTrends, fetchMyTasks, fetchNewLoadsCount,
  fetchPaymentSummary, fetchRevenueSummary,
} from '../../api/dashboardApi';
import { nowMs } from '../../app/clock';
import { selectNewLoadsBannerDismissedOn } from '../preferences/slice';
import { selectViewer } from '../session/selectors';
import { selectCompareRegion, selectTrendPeriod } from './selectors';
import {
  compareRegionChosen, dashboardFigureFailed, dashboardOpened, insuranceExpirationReceived, loadSummaryReceived, loadTrendsReceived,
  myTasksReceived, myTasksRequested, newLoadsCounted, paymentSummaryReceived, revenueSummaryReceived, trendPeriodChosen,
} from './slice';
import { newLoadsWindow, trendWindows, type TrendPeriod } from './trendPeriods';

export function* loadMyTasks() {
  try {
    const tasks: MyTasks = yield* callApi(fetchMyTasks, []);
    yield put(myTasksReceived(tasks));
  } catch {
    yield put(dashboardFigureFailed('tasks'));
  }
}

/** The alert is a warning only: without an answer it stays hidden rather than raising the overlay. */
export function* loadInsuranceExpiration() {
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  try {
    const expiration: InsuranceExpiration = yield* callApi(fetchInsuranceExpiration, [viewer.client.clientId], { reportErrors: false });
    yield put(insuranceExpirationReceived(expiration));
  } catch {
    // No alert then.
  }
}

export function* countNewLoads() {
  const dismissedOn: string | null = yield select(selectNewLoadsBannerDismissedOn);
  try {
    const count: number = yield* callApi(fetchNewLoadsCount, [newLoadsWindow(dismissedOn, nowMs())], { reportErrors: false });
    yield put(newLoadsCounted(count));
  } catch {
    yield put(newLoadsCounted(0));
  }
}

export function* loadTrends() {
  const period: TrendPeriod = yield select(selectTrendPeriod);
  const { current, previous } = trendWindows(period, nowMs());
  try {
    const trends: LoadTrends = yield* callApi(fetchLoadTrends, [current, previous]);
    yield put(loadTrendsReceived(trends));
  } catch {
    yield put(dashboardFigureFailed('trends'));
  }
}

export function* loadPaymentSummary() {
  try {
    const summary: SixMonthPaymentSummary = yield* callApi(fetchPaymentSummary, []);
    yield put(paymentSummaryReceived(summary));
  } catch {
    yield put(dashboardFigureFailed('payments'));
  }
}

export function* loadLoadSummary() {
  try {
    const summary: SixMonthLoadSummary = yield* callApi(fetchLoadSummary, []);
    yield put(loadSummaryReceived(summary));
  } catch {
    yield put(dashboardFigureFailed('loads'));
  }
}

export function* loadRevenueSummary() {
  const region: string = yield select(selectCompareRegion);
  try {
    const summary: SixMonthRevenueSummary = yield* callApi(fetchRevenueSummary, [region]);
    yield put(revenueSummaryReceived(summary));
  } catch {
    yield put(dashboardFigureFailed('revenue'));
  }
}

/** My Tasks and the insurance alert above them, for the To Do screen. */
export function* loadTasks() {
  yield all([call(loadMyTasks), call(loadInsuranceExpiration)]);
}

export function* loadDashboard() {
  yield all([
    call(loadMyTasks), call(loadInsuranceExpiration), call(countNewLoads), call(loadTrends),
    call(loadPaymentSummary), call(loadLoadSummary), call(loadRevenueSummary),
  ]);
}

export function* dashboardSaga() {
  yield all([
    takeLatest(dashboardOpened.type, loadDashboard),
    takeLatest(myTasksRequested.type, loadTasks),
    takeLatest(trendPeriodChosen.type, loadTrends),
    takeLatest(compareRegionChosen.type, loadRevenueSummary),
  ]);
}
