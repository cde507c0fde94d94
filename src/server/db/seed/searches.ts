import type { Insertable } from 'kysely';
import { usAndCanadianCities } from '../../services/gazetteer/cities';
import type { SearchHistoryTable } from '../tables';
import { dayOf, isoDate } from './calendar';

type Criteria = Record<string, string | number | boolean | string[]>;
interface SearchSeed {
  kind: 'saved' | 'recent';
  from?: string;
  to?: string;
  extra?: Criteria;
  /** Pick-up range as days from today. */
  days?: [number, number];
}

/** 'City, ST' becomes a city search with coordinates; 'ST' a one-state search; nothing means Anywhere. */
function place(side: 'origin' | 'destination', value: string | undefined): Criteria {
  if (!value) return { [`${side}State`]: 'Anywhere' };
  const [name, state] = value.includes(',') ? value.split(', ') : [null, value];
  if (!name) return { [`${side}State`]: state, [`${side}s`]: [state] };
  const city = usAndCanadianCities().find((candidate) => candidate.name === name && candidate.state === state);
  if (!city) throw new Error(`Seed search city ${value} is not in the gazetteer`);
  return {
    [`${side}City`]: city.name,
    [`${side}State`]: city.state,
    [`${side}GeoCodeLatitude`]: city.lat,
    [`${side}GeoCodeLongitude`]: city.lon,
    [`${side}GeoCodeMileRadius`]: 50,
  };
}

/** Sorted keys, so the same search always has the same key however its fields were ordered. */
export function criteriaKeyOf(criteria: Criteria): string {
  return JSON.stringify(Object.fromEntries(Object.entries(criteria).sort(([a], [b]) => a.localeCompare(b))));
}

const searchesByUser: Record<number, SearchSeed[]> = {
  1: [
    { kind: 'saved', from: 'Columbus, OH' },
    { kind: 'saved', from: 'Detroit, MI', to: 'Dallas, TX', days: [0, 7] },
    { kind: 'saved', from: 'TX', to: 'CA', extra: { minPricePerMile: 1.5 } },
    { kind: 'recent', from: 'Chicago, IL' },
    { kind: 'recent', from: 'Toronto, ON', to: 'Montréal, QC', days: [1, 5] },
    { kind: 'recent', from: 'GA', to: 'FL', extra: { maxVehicles: 3, enclosedTruckRequired: true } },
    { kind: 'recent', to: 'Columbus, OH', extra: { inOperableVehiclesQueryType: 'Operable', sortField: 'Rate' } },
  ],
  3: [
    { kind: 'saved', from: 'Dallas, TX' },
    { kind: 'recent', from: 'Houston, TX', to: 'Phoenix, AZ', days: [0, 10] },
    { kind: 'recent', from: 'OK', extra: { maxWeightLbs: 20000 } },
  ],
};

export function searchHistoryRows(now: Date): Insertable<SearchHistoryTable>[] {
  const today = dayOf(now);
  let minutesAgo = 0;
  return Object.entries(searchesByUser).flatMap(([userId, searches]) =>
    searches.map(({ kind, from, to, extra, days }) => {
      const criteria: Criteria = {
        ...place('origin', from),
        ...place('destination', to),
        ...(days ? { availableFrom: isoDate(today + days[0]), availableThru: isoDate(today + days[1]) } : {}),
        inOperableVehiclesQueryType: 'Any',
        sortField: 'AvailableDate',
        sortAscending: false,
        ...extra,
      };
      minutesAgo += 97;
      return {
        userId: Number(userId),
        kind,
        criteria: JSON.stringify(criteria),
        criteriaKey: criteriaKeyOf(criteria),
        createdAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
      };
    }),
  );
}
