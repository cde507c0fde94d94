/*
 * Whole UTC days as numbers, so the generator does day arithmetic with + and - and formats once at the end.
 * The seed's "today" is the UTC date of the given instant, the same calendar the stored dates use.
 */

const msPerDay = 86_400_000;
const msPerMinute = 60_000;

export type Day = number;

export function dayOf(instant: Date): Day {
  return Math.floor(instant.getTime() / msPerDay);
}

// A seed formats millions of dates from a few hundred distinct days; Date#toISOString dominated the run.
const isoDates = new Map<Day, string>();

export function isoDate(day: Day): string {
  let text = isoDates.get(day);
  if (text === undefined) {
    text = new Date(day * msPerDay).toISOString().slice(0, 10);
    isoDates.set(day, text);
  }
  return text;
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** ISO-8601 UTC timestamp of a minute within a day (minutes past midnight roll over into the next day). */
export function isoTimestamp(day: Day, minuteOfDay: number): string {
  const minutes = day * 1440 + Math.round(minuteOfDay);
  const minuteInDay = minutes - Math.floor(minutes / 1440) * 1440;
  return `${isoDate(Math.floor(minutes / 1440))}T${twoDigits(Math.floor(minuteInDay / 60))}:${twoDigits(minuteInDay % 60)}:00.000Z`;
}

export function minutesSinceMidnight(instant: Date): number {
  return (instant.getTime() % msPerDay) / msPerMinute;
}

export function yearOf(day: Day): number {
  return new Date(day * msPerDay).getUTCFullYear();
}
