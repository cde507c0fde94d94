/** Loads whose pick-up and delivery windows sit around today, and a network stub that answers by path. */
import moment from 'moment';
import type { LoadDetailRecord, LoadRecord } from '../../../src/shared/loads';
import { cannedResponse, type CannedResponse } from '../support/fetchStub';
import { aLoad } from '../support/loads';

/** 'YYYY-MM-DD' of today plus `offset` days. */
export const day = (offset: number) => moment().add(offset, 'days').format('YYYY-MM-DD');

/** '6/16/2026' as the form's messages show a day. */
export const shown = (isoDay: string) => moment(isoDay, 'YYYY-MM-DD').format('M/D/YYYY');

/** Pick-up from 2 to 5 days ahead, delivery until 9 days ahead. */
export const aSchedulableLoad = (overrides: Partial<LoadRecord> = {}): LoadRecord =>
  aLoad({ earliestPickup: day(2), latestPickup: day(5), earliestDelivery: day(3), latestDelivery: day(9), ...overrides });

export const asDetail = (load: LoadRecord): LoadDetailRecord => ({ ...load, driver: null });

/**
 * global fetch answering by 'METHOD /api/path' (query ignored); anything else never answers, so sagas that
 * other screens start wait quietly.
 */
export function routeFetch(routes: Record<string, CannedResponse>): jest.Mock {
  const fetchMock = jest.fn((url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const route = routes[key];
    return route ? Promise.resolve(cannedResponse(route)) : new Promise<Response>(() => {});
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function requestBody(fetchMock: jest.Mock, key: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}` === key);
  return call ? JSON.parse(String(call[1].body)) : undefined;
}
