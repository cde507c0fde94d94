/*
 * The viewer's calendar and clock. Times are stored as UTC instants; a person reads them, and means "tomorrow",
 * in their own time zone, which the client may name (`timeZone=America/New_York`). Without one, UTC.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** An IANA zone name the runtime knows, or UTC for anything else (absent, unknown, not text). */
export function readTimeZone(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) return DEFAULT_TIME_ZONE;
  try {
    return partsFormat(value.trim()).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function wallClock(instant: Date, timeZone: string): Record<string, number> {
  const parts = partsFormat(timeZone).formatToParts(instant);
  return Object.fromEntries(parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
}

/** 'YYYY-MM-DD' of this instant on the zone's calendar. */
export function dayInZone(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The UTC instant (ISO text, as times are stored) at which this day begins in the zone. */
export function startOfDayInZone(isoDay: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${isoDay}T00:00:00.000Z`);
  // The zone's offset near that midnight, applied twice so a change of offset that day lands right.
  let guess = midnightUtc;
  for (let round = 0; round < 2; round += 1) {
    const clock = wallClock(new Date(guess), timeZone);
    const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    guess = midnightUtc - (asUtc - guess);
  }
  return new Date(guess).toISOString();
}

/** 'YYYY-MM-DD' a number of days after another. */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
