/** The dashboard's calls (account spec 7): task counts, insurance, new loads, trends and the six-month summaries. */
import type {
  InsuranceExpiration, LoadTrends, MyTasks, SixMonthLoadSummary, SixMonthPaymentSummary, SixMonthRevenueSummary,
} from '../../shared/dashboard';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData, expectNumber } from './shapes';

/** Two instants, ISO-8601 UTC: a period or a window. */
export interface Period {
  start: string;
  end: string;
}

export async function fetchMyTasks(credentials: ApiCredentials | null): Promise<MyTasks> {
  return expectData(await request<MyTasks>('CarrierLoads/MyTasks', { credentials }));
}

export async function fetchInsuranceExpiration(credentials: ApiCredentials | null, carrierId: number): Promise<InsuranceExpiration> {
  return expectData(await request<InsuranceExpiration>('Carriers/InsuranceExpiration', { credentials, query: { carrierId } }));
}

/** The spec: a load-count answer must be a number. */
export async function fetchNewLoadsCount(credentials: ApiCredentials | null, window: Period): Promise<number> {
  const answer = await request('CarrierLoads/newLoadsToday', {
    credentials, query: { visibleToCarriersFrom: window.start, visibleToCarriersThru: window.end },
  });
  return expectNumber(answer, 'new loads count');
}

export async function fetchLoadTrends(credentials: ApiCredentials | null, current: Period, previous: Period): Promise<LoadTrends> {
  return expectData(await request<LoadTrends>('CarrierLoads/LoadTrends', {
    credentials,
    query: { fromStart: current.start, fromEnd: current.end, compareToStart: previous.start, compareToEnd: previous.end },
  }));
}

export async function fetchPaymentSummary(credentials: ApiCredentials | null): Promise<SixMonthPaymentSummary> {
  return expectData(await request<SixMonthPaymentSummary>('CarrierLoads/SixMonthPaymentSummary', { credentials }));
}

export async function fetchLoadSummary(credentials: ApiCredentials | null): Promise<SixMonthLoadSummary> {
  return expectData(await request<SixMonthLoadSummary>('CarrierLoads/SixMonthLoadSummary', { credentials }));
}

export async function fetchRevenueSummary(credentials: ApiCredentials | null, compareRegion: string): Promise<SixMonthRevenueSummary> {
  return expectData(await request<SixMonthRevenueSummary>('CarrierLoads/SixMonthRevenueSummary', { credentials, query: { compareRegion } }));
}
