/** The carrier's drivers, and the driver list as the API pages it. */
import type { DriverRecord } from '../../../src/shared/loads';
import type { Route } from './routedFetch';

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

export function manyDrivers(count: number): DriverRecord[] {
  return Array.from({ length: count }, (_, index) =>
    aDriver({ driverId: index + 1, firstName: 'Driver', lastName: String(index + 1), name: `Driver ${index + 1}` }),
  );
}

const DRIVERS_PATH = /\/api\/Clients\/\d+\/Drivers/;

/** `GET Clients/{id}/Drivers…` over a fixed list: filtered by name, paged as the API pages. */
export function driversRoute(drivers: DriverRecord[]): Route {
  return ['GET', DRIVERS_PATH, ({ query }) => {
    const term = (query.get('searchTerm') ?? '').toLowerCase();
    const matching = drivers.filter((driver) => driver.name.toLowerCase().includes(term));
    const pageNumber = Number(query.get('pageNumber'));
    const pageSize = Number(query.get('pageSize'));
    const records = matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    return { body: { records, totalRecordCount: matching.length } };
  }];
}

/** The queries of the driver-list requests made so far, in order. */
export function driverQueries(fetchMock: jest.Mock): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(url as string, 'http://localhost'))
    .filter((url) => DRIVERS_PATH.test(url.pathname))
    .map((url) => url.searchParams);
}
