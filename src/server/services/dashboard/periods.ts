import type { FieldError } from '../../../shared/wire';

/** Periods longer than this are refused: the dashboard's longest comparison is a year before a year. */
const LONGEST_PERIOD_MS = 400 * 86_400_000;

export type Period = { start: string; end: string };

/** An instant as stored (ISO text in UTC), or null when the text names none. */
function instantOf(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The period named by two query values; field errors name the query keys. */
export function readPeriod(
  query: Record<string, string | undefined>, startKey: string, endKey: string,
): { period: Period } | { errors: FieldError[] } {
  const [start, end] = [instantOf(query[startKey]), instantOf(query[endKey])];
  const errors: FieldError[] = [
    ...(start === null ? [{ field: startKey, message: 'Must be a date and time.' }] : []),
    ...(end === null ? [{ field: endKey, message: 'Must be a date and time.' }] : []),
  ];
  if (start === null || end === null) return { errors };
  if (end < start) return { errors: [{ field: endKey, message: `Must not be before ${startKey}.` }] };
  if (Date.parse(end) - Date.parse(start) > LONGEST_PERIOD_MS) return { errors: [{ field: endKey, message: 'The period is longer than 400 days.' }] };
  return { period: { start, end } };
}

/** Every period read, or the field errors of all of them. */
export function readPeriods(readings: ReturnType<typeof readPeriod>[]): { periods: Period[] } | { errors: FieldError[] } {
  const errors = readings.flatMap((reading) => ('errors' in reading ? reading.errors : []));
  if (errors.length > 0) return { errors };
  return { periods: readings.map((reading) => (reading as { period: Period }).period) };
}
