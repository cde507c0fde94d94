import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import {
  fetchInsuranceExpiration, fetchLoadSummary, fetchLoadTrends, fetchMyTasks, fetchNewLoadsCount,
  fetchPaymentSummary, fetchRevenueSummary,
} from '../../../../src/client/api/dashboardApi';
import { pinClock } from '../../../../src/client/app/clock';
import {
  countNewLoads, loadDashboard, loadInsuranceExpiration, loadRevenueSummary, loadTrends,
} from '../../../../src/client/features/dashboard/sagas';
import {
  compareRegionChosen, dashboardReducer, initialDashboardState, insuranceExpirationReceived, loadSummaryReceived, loadTrendsReceived,
  myTasksReceived, newLoadsCounted, paymentSummaryReceived, revenueSummaryReceived, trendPeriodChosen,
} from '../../../../src/client/features/dashboard/slice';
import { selectNewLoadsBannerDismissedOn } from '../../../../src/client/features/preferences/slice';
import { selectViewer } from '../../../../src/client/features/session/selectors';
import { sampleViewer } from '../../app/renderAppAt';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const reducer = combineReducers({ dashboard: dashboardReducer });
const tasks = { inRouteCount: 2, pendingPickupCount: 5, savedCount: 9, pendingPaymentCount: 1 };
const figures = { loadCount: 3, vehicleCount: 7, miles: 1200, revenueCents: 345_000 };
const trends = { current: figures, previous: { ...figures, loadCount: 2 } };
const payments = { months: [{ month: '2026-11', invoicedCents: 100, paidCents: 50 }] };
const loads = { months: [{ month: '2026-11', loadCount: 3, vehicleCount: 7 }] };
const insurance = { daysUntilDamageExpiration: 12, daysUntilLiabilityExpiration: 40, insuranceExpirationWarningThreshold: 30 };
const failure = new ApiError({ status: 500, statusText: 'Internal Server Error', url: '/api/x', message: 'Internal server error' });

describe('dashboard sagas (account spec 2.8, 4 and 9)', () => {
  beforeEach(() => pinClock('2026-11-20T18:30:00.000Z'));

  it('opening the dashboard fetches the tasks, insurance, new loads, trends and the three summaries', async () => {
    const { storeState } = await expectSaga(loadDashboard)
      .withReducer(reducer, { dashboard: initialDashboardState })
      .provide([
        signedIn,
        [matchers.select(selectViewer), sampleViewer],
        [matchers.select(selectNewLoadsBannerDismissedOn), null],
        [matchers.call.fn(fetchMyTasks), tasks],
        [matchers.call.fn(fetchInsuranceExpiration), insurance],
        [matchers.call.fn(fetchNewLoadsCount), 4],
        [matchers.call.fn(fetchLoadTrends), trends],
        [matchers.call.fn(fetchPaymentSummary), payments],
        [matchers.call.fn(fetchLoadSummary), loads],
        [matchers.call.fn(fetchRevenueSummary), { compareRegion: 'MidAtlantic', months: [] }],
      ])
      .put(myTasksReceived(tasks))
      .put(insuranceExpirationReceived(insurance))
      .put(newLoadsCounted(4))
      .put(loadTrendsReceived(trends))
      .put(paymentSummaryReceived(payments))
      .put(loadSummaryReceived(loads))
      .put(revenueSummaryReceived({ compareRegion: 'MidAtlantic', months: [] }))
      .call(fetchInsuranceExpiration, signedInCredentials, sampleViewer.client.clientId)
      .call(fetchRevenueSummary, signedInCredentials, 'MidAtlantic')
      .run();
    expect(storeState.dashboard.status).toEqual({ tasks: 'loaded', trends: 'loaded', payments: 'loaded', loads: 'loaded', revenue: 'loaded' });
  });

  it('new-load count window starts at the later of the banner dismissal date and one day ago, and ends now', async () => {
    const window = { start: '2026-11-20T17:00:00.000Z', end: '2026-11-20T18:30:00.000Z' };
    await expectSaga(countNewLoads)
      .provide([signedIn, [matchers.select(selectNewLoadsBannerDismissedOn), window.start], [matchers.call.fn(fetchNewLoadsCount), 2]])
      .call(fetchNewLoadsCount, signedInCredentials, window)
      .put(newLoadsCounted(2))
      .run();
    const dayAgo = { start: '2026-11-19T18:30:00.000Z', end: '2026-11-20T18:30:00.000Z' };
    await expectSaga(countNewLoads)
      .provide([signedIn, [matchers.select(selectNewLoadsBannerDismissedOn), '2026-11-02T09:00:00.000Z'], [matchers.call.fn(fetchNewLoadsCount), 0]])
      .call(fetchNewLoadsCount, signedInCredentials, dayAgo)
      .run();
  });

  it('trend periods This Week (default, 1 week) compares the last week with the week before', async () => {
    await expectSaga(loadTrends)
      .withReducer(reducer, { dashboard: initialDashboardState })
      .provide([signedIn, [matchers.call.fn(fetchLoadTrends), trends]])
      .call(fetchLoadTrends, signedInCredentials,
        { start: '2026-11-13T18:30:00.000Z', end: '2026-11-20T18:30:00.000Z' },
        { start: '2026-11-06T18:30:00.000Z', end: '2026-11-13T18:30:00.000Z' })
      .put(loadTrendsReceived(trends))
      .run();
  });

  it('This Month and This Year compare the last month or year with the one before', async () => {
    const withPeriod = (period: 'month' | 'year') => reducer({ dashboard: initialDashboardState }, trendPeriodChosen(period));
    await expectSaga(loadTrends)
      .withReducer(reducer, withPeriod('month'))
      .provide([signedIn, [matchers.call.fn(fetchLoadTrends), trends]])
      .call(fetchLoadTrends, signedInCredentials,
        { start: '2026-10-20T18:30:00.000Z', end: '2026-11-20T18:30:00.000Z' },
        { start: '2026-09-20T18:30:00.000Z', end: '2026-10-20T18:30:00.000Z' })
      .run();
    await expectSaga(loadTrends)
      .withReducer(reducer, withPeriod('year'))
      .provide([signedIn, [matchers.call.fn(fetchLoadTrends), trends]])
      .call(fetchLoadTrends, signedInCredentials,
        { start: '2025-11-20T18:30:00.000Z', end: '2026-11-20T18:30:00.000Z' },
        { start: '2024-11-20T18:30:00.000Z', end: '2025-11-20T18:30:00.000Z' })
      .run();
  });

  it('the revenue summary takes a compare region, default MidAtlantic, and follows the chosen one', async () => {
    await expectSaga(loadRevenueSummary)
      .withReducer(reducer, reducer({ dashboard: initialDashboardState }, compareRegionChosen('SouthWest')))
      .provide([signedIn, [matchers.call.fn(fetchRevenueSummary), { compareRegion: 'SouthWest', months: [] }]])
      .call(fetchRevenueSummary, signedInCredentials, 'SouthWest')
      .run();
  });

  it('the insurance alert is not asked for before the viewer is known, and a failure leaves it hidden without the overlay', async () => {
    const { effects } = await expectSaga(loadInsuranceExpiration).provide([signedIn, [matchers.select(selectViewer), null]]).run();
    expect(effects.call).toBeUndefined();
    await expectSaga(loadInsuranceExpiration)
      .provide([signedIn, [matchers.select(selectViewer), sampleViewer], [matchers.call.fn(fetchInsuranceExpiration), throwError(failure)]])
      .not.put.actionType(insuranceExpirationReceived.type)
      .not.put.like({ action: { type: 'errors/errorReported' } })
      .run();
  });
});
