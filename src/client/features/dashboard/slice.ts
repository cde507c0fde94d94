/**
 * The dashboard (account spec 2.8 and 3): the task counts, the insurance days, the new loads since the banner
 * was last dismissed, the trends of the chosen period and the six-month summaries. Which sections are open and
 * when the banner was dismissed persist in the preferences slice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_COMPARE_REGION,
  type InsuranceExpiration, type LoadTrends, type MyTasks, type SixMonthLoadSummary, type SixMonthPaymentSummary, type SixMonthRevenueSummary,
} from '../../../shared/dashboard';
import { DEFAULT_TREND_PERIOD, type TrendPeriod } from './trendPeriods';

export type FigureStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export type DashboardFigure = 'tasks' | 'trends' | 'payments' | 'loads' | 'revenue';

export interface DashboardState {
  tasks: MyTasks | null;
  insurance: InsuranceExpiration | null;
  loadsAddedToday: number;
  trendPeriod: TrendPeriod;
  trends: LoadTrends | null;
  paymentSummary: SixMonthPaymentSummary | null;
  loadSummary: SixMonthLoadSummary | null;
  compareRegion: string;
  revenueSummary: SixMonthRevenueSummary | null;
  status: Record<DashboardFigure, FigureStatus>;
}

export const initialDashboardState: DashboardState = {
  tasks: null,
  insurance: null,
  loadsAddedToday: 0,
  trendPeriod: DEFAULT_TREND_PERIOD,
  trends: null,
  paymentSummary: null,
  loadSummary: null,
  compareRegion: DEFAULT_COMPARE_REGION,
  revenueSummary: null,
  status: { tasks: 'idle', trends: 'idle', payments: 'idle', loads: 'idle', revenue: 'idle' },
};

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    dashboardOpened(state) {
      state.status = { tasks: 'loading', trends: 'loading', payments: 'loading', loads: 'loading', revenue: 'loading' };
    },
    /** The To Do screen (issue 22): the dashboard's My Tasks alone. */
    myTasksRequested(state) {
      state.status.tasks = 'loading';
    },
    myTasksReceived(state, action: PayloadAction<MyTasks>) {
      state.tasks = action.payload;
      state.status.tasks = 'loaded';
    },
    insuranceExpirationReceived(state, action: PayloadAction<InsuranceExpiration>) {
      state.insurance = action.payload;
    },
    newLoadsCounted(state, action: PayloadAction<number>) {
      state.loadsAddedToday = action.payload;
    },
    trendPeriodChosen(state, action: PayloadAction<TrendPeriod>) {
      state.trendPeriod = action.payload;
      state.status.trends = 'loading';
    },
    loadTrendsReceived(state, action: PayloadAction<LoadTrends>) {
      state.trends = action.payload;
      state.status.trends = 'loaded';
    },
    paymentSummaryReceived(state, action: PayloadAction<SixMonthPaymentSummary>) {
      state.paymentSummary = action.payload;
      state.status.payments = 'loaded';
    },
    loadSummaryReceived(state, action: PayloadAction<SixMonthLoadSummary>) {
      state.loadSummary = action.payload;
      state.status.loads = 'loaded';
    },
    compareRegionChosen(state, action: PayloadAction<string>) {
      state.compareRegion = action.payload;
      state.status.revenue = 'loading';
    },
    revenueSummaryReceived(state, action: PayloadAction<SixMonthRevenueSummary>) {
      state.revenueSummary = action.payload;
      state.status.revenue = 'loaded';
    },
    dashboardFigureFailed(state, action: PayloadAction<DashboardFigure>) {
      state.status[action.payload] = 'failed';
    },
  },
});

export const {
  dashboardOpened,
  myTasksRequested,
  myTasksReceived,
  insuranceExpirationReceived,
  newLoadsCounted,
  trendPeriodChosen,
  loadTrendsReceived,
  paymentSummaryReceived,
  loadSummaryReceived,
  compareRegionChosen,
  revenueSummaryReceived,
  dashboardFigureFailed,
} = dashboardSlice.actions;

export const dashboardReducer = dashboardSlice.reducer;
