import moment from 'moment';
import { greatCircleMiles, type LatLon } from '../../../shared/geo';
import { DEFAULT_INSPECTION_KIND, INSPECTION_KINDS, type InspectionKind } from '../../../shared/inspections';
import { CANADIAN_PROVINCES, US_STATES } from '../../../shared/states';
import type { FieldError } from '../../../shared/wire';
import { geocodeCity } from '../gazetteer/geocode';
import {
  DATE_FIELDS, FLAG_FIELDS, MAX_VEHICLES, type CheckedLoad, type DateField, type FlagField, type PlaceEnd, type PostedVehicle,
} from '../../repositories/postedLoadFields';

export type CheckResult = { ok: true; value: CheckedLoad } | { ok: false; errors: FieldError[] };

// Roads run longer than the great circle; the seed's loads come out at 1.15 to 1.3 times it.
export const ROAD_MILES_FACTOR = 1.2;
const maxRate = 1_000_000;
const maxMiles = 10_000;
const maxWeightLbs = 20_000;
const maxText = 200;
const maxNote = 1_000;
const stateCodes = new Set([...US_STATES, ...CANADIAN_PROVINCES].map((state) => state.code));
const zipPattern = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)$/;

type Fields = Record<string, unknown>;

class Checker {
  readonly errors: FieldError[] = [];
  constructor(private readonly input: Fields) {}

  fail(field: string, message: string): void {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, message });
  }

  text(field: string, options: { required: boolean; max: number }, from: Fields = this.input, name = field): string | null {
    const value = from[name];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (options.required) this.fail(field, 'Is required.');
      return null;
    }
    if (typeof value !== 'string') return this.fail(field, 'Must be text.'), null;
    if (value.trim().length > options.max) return this.fail(field, `Must be at most ${options.max} characters.`), null;
    return value.trim();
  }

  number(field: string, options: { required: boolean; min: number; max: number; integer?: boolean; cents?: boolean }, from: Fields = this.input, name = field): number | null {
    const value = from[name];
    if (value === undefined || value === null || value === '') {
      if (options.required) this.fail(field, 'Is required.');
      return null;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) return this.fail(field, 'Must be a number.'), null;
    if (options.integer && !Number.isInteger(value)) return this.fail(field, 'Must be a whole number.'), null;
    if (options.cents && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return this.fail(field, 'Must be in dollars and whole cents.'), null;
    if (value < options.min || value > options.max) return this.fail(field, `Must be between ${options.min} and ${options.max}.`), null;
    return value;
  }

  flag(field: string, from: Fields = this.input, name = field): boolean {
    const value = from[name];
    if (value === undefined || value === null || value === '') return false;
    if (typeof value !== 'boolean') return this.fail(field, 'Must be true or false.'), false;
    return value;
  }

  date(field: DateField, required: boolean): string | null {
    const value = this.text(field, { required, max: 10 });
    if (value === null) return null;
    if (!moment.utc(value, 'YYYY-MM-DD', true).isValid()) return this.fail(field, 'Must be a calendar date as YYYY-MM-DD.'), null;
    return value;
  }
}

interface CheckedPlace extends LatLon {
  name: string | null;
  address: string | null;
  city: string;
  state: string;
  zip: string | null;
  businessHours: string | null;
  comments: string | null;
}

function checkPlace(check: Checker, end: PlaceEnd): CheckedPlace | null {
  const name = check.text(`${end}Name`, { required: true, max: maxText });
  const address = check.text(`${end}Address`, { required: true, max: maxText });
  const city = check.text(`${end}City`, { required: true, max: maxText });
  const state = check.text(`${end}State`, { required: true, max: 2 + 10 })?.toUpperCase() ?? null;
  const zip = check.text(`${end}Zip`, { required: true, max: 10 });
  const businessHours = check.text(`${end}BusinessHours`, { required: false, max: maxText });
  const comments = check.text(`${end}Comments`, { required: false, max: maxNote });
  if (state !== null && !stateCodes.has(state)) check.fail(`${end}State`, 'Must be a US state or Canadian province code such as TX or ON.');
  if (zip !== null && !zipPattern.test(zip)) check.fail(`${end}Zip`, 'Must be a US ZIP code (12345 or 12345-6789) or a Canadian postal code (A1A 1A1).');
  if (city === null || state === null || !stateCodes.has(state)) return null;
  const point = geocodeCity(city, state);
  if (!point) return check.fail(`${end}City`, `No place named ${city}, ${state} is known.`), null;
  return { ...point, name, address, city, state, zip, businessHours, comments };
}

function checkVehicles(check: Checker, value: unknown, thisYear: number): Required<PostedVehicle>[] {
  if (!Array.isArray(value) || value.length === 0) return check.fail('vehicles', 'List at least one vehicle.'), [];
  if (value.length > MAX_VEHICLES) return check.fail('vehicles', `A load carries at most ${MAX_VEHICLES} vehicles.`), [];
  return value.map((entry: unknown, index) => {
    const at = (name: string) => `vehicles[${index}].${name}`;
    const from = (entry && typeof entry === 'object' ? entry : {}) as Fields;
    if (from !== entry) check.fail(`vehicles[${index}]`, 'Must be an object.');
    return {
      year: check.number(at('year'), { required: false, min: 1900, max: thisYear + 2, integer: true }, from, 'year'),
      make: check.text(at('make'), { required: true, max: 60 }, from, 'make') ?? '',
      model: check.text(at('model'), { required: true, max: 60 }, from, 'model') ?? '',
      subModel: check.text(at('subModel'), { required: false, max: 60 }, from, 'subModel'),
      weight: check.number(at('weight'), { required: false, min: 1, max: maxWeightLbs, integer: true }, from, 'weight'),
      inoperable: check.flag(at('inoperable'), from, 'inoperable'),
    };
  });
}

/** The inspection kind in any case (a CSV cell may read 'AIAG'); standard when not given. */
function checkInspectionKind(check: Checker): InspectionKind {
  const given = check.text('inspectionKind', { required: false, max: 20 })?.toLowerCase() ?? null;
  if (given === null) return DEFAULT_INSPECTION_KIND;
  const kind = INSPECTION_KINDS.find((candidate) => candidate === given);
  if (!kind) check.fail('inspectionKind', `Must be one of ${INSPECTION_KINDS.join(', ')}.`);
  return kind ?? DEFAULT_INSPECTION_KIND;
}

/** Pick-up window first, delivery window after it, and a pick-up still open `today` (so no ghost load is posted). */
function checkWindows(check: Checker, dates: Record<DateField, string | null>, today: string): void {
  const { earliestPickup, latestPickup, earliestDelivery, latestDelivery } = dates;
  if (earliestPickup && latestPickup && earliestPickup > latestPickup) check.fail('latestPickup', 'Must be on or after earliestPickup.');
  if (latestPickup && latestPickup < today) check.fail('latestPickup', 'Must be today or later.');
  if ((earliestDelivery === null) !== (latestDelivery === null)) {
    check.fail(earliestDelivery === null ? 'earliestDelivery' : 'latestDelivery', 'Give both delivery dates or neither.');
  }
  if (earliestDelivery && latestDelivery && earliestDelivery > latestDelivery) check.fail('latestDelivery', 'Must be on or after earliestDelivery.');
  if (earliestDelivery && earliestPickup && earliestDelivery < earliestPickup) check.fail('earliestDelivery', 'Must be on or after earliestPickup.');
  if (latestDelivery && latestPickup && latestDelivery < latestPickup) check.fail('latestDelivery', 'Must be on or after latestPickup.');
}

/** Checks a load as posted (JSON, or a CSV row already typed); `today` is the clock's UTC day 'YYYY-MM-DD'. */
export function checkPostedLoad(input: unknown, today: string): CheckResult {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, errors: [{ field: 'body', message: 'Must be an object.' }] };
  const check = new Checker(input as Fields);
  const brokerReference = check.text('brokerReference', { required: true, max: 64 });
  const rate = check.number('rate', { required: true, min: 0.01, max: maxRate, cents: true });
  const givenMiles = check.number('miles', { required: false, min: 1, max: maxMiles });
  const vehicles = checkVehicles(check, (input as Fields).vehicles, Number(today.slice(0, 4)));
  const origin = checkPlace(check, 'origin');
  const destination = checkPlace(check, 'destination');
  const dates = Object.fromEntries(DATE_FIELDS.map((field) => [field, check.date(field, field.endsWith('Pickup'))])) as Record<DateField, string | null>;
  const flags = Object.fromEntries(FLAG_FIELDS.map((field) => [field, check.flag(field)])) as Record<FlagField, boolean>;
  const inspectionKind = checkInspectionKind(check);
  checkWindows(check, dates, today);
  if (check.errors.length > 0 || !origin || !destination) return { ok: false, errors: check.errors };

  const miles = givenMiles ?? Math.max(1, Math.round(greatCircleMiles(origin, destination) * ROAD_MILES_FACTOR));
  const place = (end: PlaceEnd, p: CheckedPlace) => ({
    [`${end}Name`]: p.name, [`${end}Address`]: p.address, [`${end}City`]: p.city, [`${end}State`]: p.state, [`${end}Zip`]: p.zip,
    [`${end}BusinessHours`]: p.businessHours, [`${end}Comments`]: p.comments, [`${end}Lat`]: p.lat, [`${end}Lon`]: p.lon,
  });
  const load = {
    brokerReference: brokerReference!, rate: rate!, miles, vehicles, ...dates, ...flags, inspectionKind,
    ...place('origin', origin), ...place('destination', destination),
  } as CheckedLoad['load'];
  return { ok: true, value: { load, vehicles } };
}
