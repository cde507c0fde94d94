import { greatCircleMiles } from '../../../../src/shared/geo';
import { REGIONS } from '../../../../src/shared/regions';
import type { Load } from '../../../../src/server/db/tables';

/*
 * The search rules written out plainly over every row: what the engine must answer, computed without any index.
 * Criteria are camelCase search values as a client may send them (after the app's key casing).
 */

type Criteria = Record<string, unknown>;

const number = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
};

const sortFields = ['Rate', 'Units', 'Miles', 'AvailableDate', 'DeliveryDate', 'OriginCity'];
const collator = new Intl.Collator('en-US');

function statesOf(values: unknown): Set<string> | null {
  const list = (Array.isArray(values) ? values : [values]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (list.length === 0 || list.some((v) => v.trim().toLowerCase() === 'anywhere')) return null;
  const states = new Set<string>();
  for (const value of list) {
    const region = REGIONS.find((r) => [r.value, r.field].some((name) => name.toLowerCase() === value.trim().toLowerCase()));
    (region ? [...region.states] : [value.trim().toUpperCase()]).forEach((state) => states.add(state));
  }
  return states;
}

function placeTest(criteria: Criteria, end: 'origin' | 'destination'): (row: Load) => boolean {
  const lat = number(criteria[`${end}GeoCodeLatitude`]);
  const lon = number(criteria[`${end}GeoCodeLongitude`]);
  if (lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
    const radius = number(criteria[`${end}GeoCodeMileRadius`]) ?? 50;
    return (row) => greatCircleMiles({ lat, lon }, { lat: row[`${end}Lat`], lon: row[`${end}Lon`] }) <= radius;
  }
  const list = criteria[`${end}s`];
  const states = Array.isArray(list) && list.some((v) => typeof v === 'string' && v.trim() !== '') ? statesOf(list) : statesOf(criteria[`${end}State`]);
  return states ? (row) => states.has(row[`${end}State`].toUpperCase()) : () => true;
}

function day(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

function sortKeyOf(field: string, row: Load): number | string | null {
  switch (field) {
    case 'AvailableDate': return Date.parse(row.visibleToCarriersFrom);
    case 'Rate': return row.rate;
    case 'Units': return row.vehicleCount;
    case 'Miles': return row.miles;
    case 'DeliveryDate': return row.earliestDelivery;
    case 'OriginCity': return `${row.originCity}, ${row.originState}`;
    default: return row.earliestPickup;
  }
}

function compareKeys(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/** Every available row that matches, in the answer's order. */
export function bruteForceSearch(rows: readonly Load[], criteria: Criteria, today: string): Load[] {
  const origin = placeTest(criteria, 'origin');
  const destination = placeTest(criteria, 'destination');
  const from = day(criteria.availableFrom);
  const thru = day(criteria.availableThru);
  const minPpm = number(criteria.minPricePerMile);
  const maxVehicles = number(criteria.maxVehicles);
  const maxWeight = number(criteria.maxWeightLbs);
  const enclosedText = String(criteria.enclosedTruckRequired).toLowerCase();
  const enclosed = enclosedText === 'true' ? true : enclosedText === 'false' ? false : null;
  const kind = String(criteria.inOperableVehiclesQueryType ?? 'Any').toLowerCase();
  const orderIds = Array.isArray(criteria.orderIds) && criteria.orderIds.length > 0 ? new Set(criteria.orderIds.map(number)) : null;
  const matches = rows.filter((row) => row.carrierClientId === null && row.orderStatus !== 'Delivered' && row.visibleToCarriers === 1
    && (row.latestPickup === null || row.latestPickup >= today)
    && origin(row) && destination(row)
    && (from === null || row.latestPickup === null || row.latestPickup >= from)
    && (thru === null || row.earliestPickup === null || row.earliestPickup <= thru)
    && (minPpm === null || (row.miles > 0 ? row.rate / row.miles : 0) >= minPpm)
    && (maxVehicles === null || row.vehicleCount <= maxVehicles)
    && (maxWeight === null || row.totalWeightLbs <= maxWeight)
    && (enclosed === null || (row.enclosedTruckRequired === 1) === enclosed)
    && (kind === 'operable' ? row.hasInoperable === 0 : kind === 'inoperable' ? row.hasInoperable === 1 : true)
    && (orderIds === null || orderIds.has(row.id)));
  const known = sortFields.find((field) => typeof criteria.sortField === 'string' && field.toLowerCase() === criteria.sortField.toLowerCase());
  const pickupKey = typeof criteria.sortKey === 'string' && ['pickupearliest', 'pickuplatest'].includes(criteria.sortKey.toLowerCase());
  const field = known === 'AvailableDate' && pickupKey ? 'PickupDate' : known ?? 'AvailableDate';
  const ascending = known ? criteria.sortAscending === true : false;
  const sorted = matches.sort((a, b) => compareKeys(sortKeyOf(field, a), sortKeyOf(field, b)) || a.id - b.id);
  return ascending ? sorted : sorted.reverse();
}
