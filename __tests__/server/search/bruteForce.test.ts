import { REGIONS } from '../../../src/shared/regions';
import { SEARCH_SORT_FIELDS } from '../../../src/shared/constants';
import { describeEachDatabase } from '../support/databases';
import { bruteForceSearch } from './support/oracle';
import { dayFromToday, ids, useSearchFixture } from './support/searchFixture';
import type { Load } from '../../../src/server/db/tables';
import { prng } from '../../../bench/prng';

function randomCriteria(random: () => number, rows: readonly Load[]): { criteria: Record<string, unknown>; pageNumber: number; pageSize: number } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const chance = (p: number) => random() < p;
  const criteria: Record<string, unknown> = {};
  for (const end of ['origin', 'destination'] as const) {
    const roll = random();
    const row = pick(rows);
    if (roll < (end === 'origin' ? 0.35 : 0.2)) {
      criteria[`${end}GeoCodeLatitude`] = row[`${end}Lat`] + (random() - 0.5);
      criteria[`${end}GeoCodeLongitude`] = row[`${end}Lon`] + (random() - 0.5);
      criteria[`${end}State`] = row[`${end}State`];
      if (chance(0.7)) criteria[`${end}GeoCodeMileRadius`] = pick([25, 50, 75, 100, 150, 200, 400]);
    } else if (roll < 0.5) {
      criteria[`${end}State`] = row[`${end}State`];
      if (chance(0.5)) criteria[`${end}s`] = [row[`${end}State`]];
    } else if (roll < 0.6) {
      const region = pick(REGIONS);
      criteria[`${end}State`] = chance(0.5) ? region.field : region.value;
    } else if (roll < 0.7) {
      criteria[`${end}State`] = 'Anywhere';
    }
  }
  if (chance(0.4)) criteria.availableFrom = dayFromToday(Math.floor(random() * 12) - 2);
  if (chance(0.4)) criteria.availableThru = dayFromToday(Math.floor(random() * 20));
  if (chance(0.25)) criteria.minPricePerMile = pick([0, 0.5, 1, 1.5, 2, 2.5, 3]);
  if (chance(0.25)) criteria.maxVehicles = 1 + Math.floor(random() * 10);
  if (chance(0.2)) criteria.maxWeightLbs = pick([0, 5000, 10000, 20000, 40000]);
  if (chance(0.2)) criteria.enclosedTruckRequired = chance(0.5);
  if (chance(0.3)) criteria.inOperableVehiclesQueryType = pick(['Any', 'Operable', 'InOperable']);
  if (chance(0.8)) criteria.sortField = pick([...SEARCH_SORT_FIELDS]);
  if (chance(0.4)) criteria.sortKey = pick(['recentlyAdded', 'pickupEarliest', 'pickupLatest', 'rateHighLow']);
  if (chance(0.7)) criteria.sortAscending = chance(0.5);
  if (chance(0.08)) criteria.orderIds = Array.from({ length: 1 + Math.floor(random() * 30) }, () => pick(rows).id);
  return { criteria, pageNumber: 1 + Math.floor(random() * 3), pageSize: pick([1, 5, 20, 50]) };
}

const pascal = (criteria: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(criteria).map(([key, value]) => [key[0].toUpperCase() + key.slice(1), value]));

describeEachDatabase('load search against brute force', (getDb) => {
  const fixture = useSearchFixture(getDb);

  test('the search answers exactly what a brute-force filter over the same rows answers', async () => {
    const { search, allLoads, today } = fixture();
    const rows = await allLoads();
    const random = prng(20_261_121);
    let nonEmpty = 0;
    for (let run = 0; run < 200; run++) {
      const { criteria, pageNumber, pageSize } = randomCriteria(random, rows);
      const expected = bruteForceSearch(rows, criteria, today);
      const response = await search(pascal(criteria), `&pageNumber=${pageNumber}&pageSize=${pageSize}`);
      expect({ run, criteria, status: response.statusCode }).toEqual({ run, criteria, status: 200 });
      const page = expected.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((row) => row.id);
      expect({ run, criteria, total: response.json().totalRecordCount, ids: ids(response) })
        .toEqual({ run, criteria, total: expected.length, ids: page });
      if (expected.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  }, 120_000);
});
