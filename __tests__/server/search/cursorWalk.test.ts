import { prng } from '../../../bench/prng';
import type { IndexedLoadRow } from '../../../src/server/services/loadSearch/columns';
import { readSearchFilter } from '../../../src/server/services/loadSearch/criteria';
import { dayOfIsoDate } from '../../../src/server/services/loadSearch/days';
import { LoadIndex } from '../../../src/server/services/loadSearch/loadIndex';

const cities = [['Dallas', 'TX'], ['Austin', 'TX'], ['Denver', 'CO'], ['Boise', 'ID'], ['Atlanta', 'GA'], ['Omaha', 'NE']] as const;
const isoDay = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);

function boardRow(id: number, random: () => number): IndexedLoadRow {
  const [originCity, originState] = cities[Math.floor(random() * cities.length)];
  const pickup = Math.floor(random() * 20);
  return {
    id, rate: 100 * Math.floor(random() * 30), miles: Math.floor(random() * 2000), vehicleCount: 1 + Math.floor(random() * 9),
    totalWeightLbs: 4000, hasInoperable: 0, enclosedTruckRequired: 0, originCity, originState,
    originLat: 30 + random() * 10, originLon: -100 + random() * 10, destinationState: 'KS', destinationLat: 38, destinationLon: -97,
    earliestPickup: random() < 0.05 ? null : isoDay(pickup), latestPickup: isoDay(pickup + 30),
    earliestDelivery: isoDay(pickup + 2), visibleToCarriersFrom: new Date(Date.UTC(2025, 11, 1, Math.floor(random() * 500))).toISOString(),
  };
}

/**
 * A board too big to pick pages from the matches (the precomputed orders are walked from the cursor), with loads
 * added after the orders were built: paging by cursor meets the loads in the order one long page has them.
 */
describe('paging by cursor on a large board', () => {
  const random = prng(23);
  const index = new LoadIndex(Array.from({ length: 210_000 }, (_, i) => boardRow(i + 1, random)));
  index.apply(Array.from({ length: 50 }, (_, i) => boardRow(300_001 + i, random)), []);
  const today = dayOfIsoDate(isoDay(0))!;

  test.each([
    ['Rate', false], ['Units', true], ['Miles', false], ['AvailableDate', false], ['DeliveryDate', true], ['OriginCity', true], ['OriginCity', false],
  ] as const)('paging by cursor follows the %s order (ascending: %s) of the whole board', (field, ascending) => {
    const filter = readSearchFilter({ SortField: field, SortAscending: ascending });
    const whole = index.query(filter, today, 0, 600);
    const paged: number[] = [];
    let page = index.query(filter, today, 0, 200);
    paged.push(...page.ids);
    while (paged.length < 600) {
      page = index.query({ ...filter, after: page.last }, today, 0, 200);
      expect(page.total).toBe(whole.total);
      paged.push(...page.ids);
    }
    expect(paged).toEqual(whole.ids);
  });

  test('paging by cursor follows the pick-up order, missing days last', () => {
    const filter = readSearchFilter({ SortField: 'AvailableDate', SortKey: 'pickupLatest', SortAscending: false });
    const first = index.query(filter, today, 0, 9_000);
    const rest = index.query({ ...filter, after: first.last }, today, 0, 9_000);
    expect([...first.ids, ...rest.ids]).toEqual(index.query(filter, today, 0, 18_000).ids);
  });

  test('a page picked from marked matches never counts a load marked by an earlier search, however many ran', () => {
    // Far pages of dense answers are picked from marked matches; the marks' one-byte epoch comes round every 255.
    const all = readSearchFilter({ SortField: 'Rate', SortAscending: true });
    const shorter = { ...all, maxMiles: 1_990 };
    const expected = index.query(shorter, today, 30_000, 20);
    // The whole board's search marks the loads the shorter one leaves out; 255 searches later its epoch is back.
    index.query(all, today, 30_000, 20);
    for (let search = 0; search < 300; search++) expect(index.query(shorter, today, 30_000, 20)).toEqual(expected);
    expect(expected.total).toBeGreaterThan(200_000);
    expect(expected.total).toBeLessThan(index.query(all, today, 0, 1).total);
  });
});
