import type { ValueReader } from '../../../shared/valueReaders';

/*
 * Dates as whole UTC day numbers (days since 1970-01-01), so the index compares pick-up windows as integers.
 * Stored dates are 'YYYY-MM-DD'; searches may also send a timestamp or 'M/D/YYYY' (the client's own format).
 */

const msPerDay = 86_400_000;

function validDay(year: number, month: number, day: number): number | null {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return Math.floor(ms / msPerDay);
}

/** A stored 'YYYY-MM-DD' (or a timestamp starting with one) as a day number; null when absent or unreadable. */
export function dayOfIsoDate(text: string | null | undefined): number | null {
  if (!text || text.length < 10) return null;
  return validDay(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10)));
}

/** A search date as a day number; anything unreadable is dropped (null). */
export function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return validDay(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

export function dayOfInstant(instant: Date): number {
  return Math.floor(instant.getTime() / msPerDay);
}

export function isoDateOfDay(day: number): string {
  return new Date(day * msPerDay).toISOString().slice(0, 10);
}

/** A day sent as 'YYYY-MM-DD', an ISO timestamp or 'M/D/YYYY', read as 'YYYY-MM-DD' (list criteria). */
export const isoDay: ValueReader<string> = {
  read: (value) => {
    const day = dayNumber(value);
    return day === null ? null : isoDateOfDay(day);
  },
  message: 'Must be a date (YYYY-MM-DD).',
};
