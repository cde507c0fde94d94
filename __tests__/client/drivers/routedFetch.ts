/**
 * The network boundary for screen tests that make several kinds of calls at once: each request is answered
 * by the first route whose method and path match; unmatched requests (the viewer, say) never answer.
 */
import type { DriverRecord } from '../../../src/shared/loads';
import { cannedResponse, type CannedResponse } from '../support/fetchStub';

export interface RoutedRequest {
  method: string;
  pathname: string;
  query: URLSearchParams;
  body: unknown;
}

export type Route = [method: string, path: RegExp, answer: (request: RoutedRequest) => CannedResponse | Promise<CannedResponse>];

export function routeFetch(routes: Route[]): jest.Mock {
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    const request: RoutedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      pathname: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    const route = routes.find(([method, path]) => method === request.method && path.test(request.pathname));
    if (!route) return new Promise<Response>(() => {});
    return cannedResponse(await route[2](request));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const aDriver = (overrides: Partial<DriverRecord> = {}): DriverRecord => ({
  driverId: 1,
  firstName: 'Sofia',
  lastName: 'Ramirez',
  name: 'Sofia Ramirez',
  email: 'sofia@carrier.test',
  cellPhoneNumber: null,
  enabled: true,
  ...overrides,
});

/** `GET Clients/{id}/Drivers…` over a fixed list: filtered by name, paged as the API pages. */
export function driversRoute(drivers: DriverRecord[]): Route {
  return ['GET', /\/api\/Clients\/\d+\/Drivers/, ({ query }) => {
    const term = (query.get('searchTerm') ?? '').toLowerCase();
    const matching = drivers.filter((driver) => driver.name.toLowerCase().includes(term));
    const pageNumber = Number(query.get('pageNumber'));
    const pageSize = Number(query.get('pageSize'));
    const records = matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return { body: { records, totalRecordCount: matching.length } };
  }];
}

export function manyDrivers(count: number): DriverRecord[] {
  return Array.from({ length: count }, (_, index) =>
    aDriver({ driverId: index + 1, firstName: 'Driver', lastName: String(index + 1), name: `Driver ${index + 1}` }),
  );
}

/** The queries of the driver-list requests made so far, in order. */
export function driverQueries(fetchMock: jest.Mock): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(url as string, 'http://localhost'))
    .filter((url) => /\/api\/Clients\/\d+\/Drivers/.test(url.pathname))
    .map((url) => url.searchParams);
}
