/**
 * Money, date, distance and weight formatting (account spec 9, loads spec 9), shared by the client and the
 * server (exports, documents). Pure: "now" is a parameter wherever the answer depends on it.
 */
import moment, { type Moment } from 'moment';
import { DATE_FORMATS } from './constants';
import type { VehicleRecord } from './loads';

export type DateFormat = (typeof DATE_FORMATS)[keyof typeof DATE_FORMATS];
export type DateValue = string | Date | Moment | null | undefined;

const dollars = (decimals: 0 | 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const wholeDollars = dollars(0);
const dollarsAndCents = dollars(2);
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * US dollars: '$1,250' for whole amounts and '$1.75' otherwise, unless `decimals` forces one of the two.
 * Not a number gives '' so that a broken record shows a blank rather than '$NaN'.
 */
export function formatMoney(amount: number, decimals?: 0 | 2): string {
  if (!Number.isFinite(amount)) return '';
  const cents = Math.round(amount * 100);
  const whole = decimals === 0 || (decimals === undefined && cents % 100 === 0);
  return whole ? wholeDollars.format(Math.round(amount)) : dollarsAndCents.format(cents / 100);
}

/** 'YYYY-MM-DD' days and ISO-8601 timestamps (read in the viewer's time zone), or null when absent or invalid. */
export function parseDate(value: DateValue): Moment | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'string' ? moment(value, moment.ISO_8601, true) : moment(value);
  return parsed.isValid() ? parsed : null;
}

/** One of the spec's date formats (DATE_FORMATS); '' when the date is absent or invalid. */
export function formatDate(value: DateValue, format: DateFormat): string {
  return parseDate(value)?.format(format) ?? '';
}

/** 'MMM D' within the current year, 'MMM D, YYYY' otherwise; '' when the date is absent or invalid. */
export function formatShortDate(value: DateValue, now: DateValue): string {
  const date = parseDate(value);
  if (!date) return '';
  const sameYear = date.year() === parseDate(now)?.year();
  return date.format(sameYear ? DATE_FORMATS.monthAndDay : `${DATE_FORMATS.monthAndDay}, YYYY`);
}

/** Dollars per mile, only when both the rate and the miles are above 0 (loads spec 2, Load card). */
export function ratePerMile(rate: number, miles: number): number | null {
  return rate > 0 && miles > 0 ? rate / miles : null;
}

/** Pounds of one vehicle: its weight text as a number, or null when unknown or unreadable. */
/** '2021 Toyota Camry LE': year, make, model and sub-model, whichever are known. */
export function vehicleFullName({ year, make, model, subModel }: Pick<VehicleRecord, 'year' | 'make' | 'model' | 'subModel'>): string {
  return [year, make, model, subModel].filter((part) => part !== null && String(part).trim() !== '').join(' ');
}

export function vehicleWeight(vehicle: Pick<VehicleRecord, 'weight'>): number | null {
  if (vehicle.weight === null || vehicle.weight.trim() === '') return null;
  const pounds = Number(vehicle.weight.replace(/,/g, '').trim());
  return Number.isFinite(pounds) && pounds >= 0 ? pounds : null;
}

/** The rounded sum of the known vehicle weights; null when no vehicle has a known weight. */
export function totalWeight(vehicles: readonly Pick<VehicleRecord, 'weight'>[]): number | null {
  const known = vehicles.map(vehicleWeight).filter((pounds): pounds is number => pounds !== null);
  return known.length === 0 ? null : Math.round(known.reduce((sum, pounds) => sum + pounds, 0));
}

/** '1,204': whole numbers with thousands separators, as counts read. */
export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

/** '9,850 lbs' */
export function formatWeight(pounds: number): string {
  return `${wholeNumber.format(pounds)} lbs`;
}

/** '1,234 mi' */
export function formatMiles(miles: number): string {
  return `${wholeNumber.format(miles)} mi`;
}
