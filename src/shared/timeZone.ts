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

/** The zone's offset from UTC at this instant, in minutes ('America/New_York' in January: -300). */
export function offsetMinutesInZone(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour % 24, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which the zone's clocks read this day and 'HH:mm' (a time that a change of offset skips lands an hour early). */
export function instantOfWallClock(isoDay: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${isoDay}T${time}:00.000Z`);
  // The zone's offset near that time, applied twice so a change of offset that day lands right.
  let guess = asUtc;
  for (let round = 0; round < 2; round += 1) guess = asUtc - offsetMinutesInZone(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** 'YYYY-MM-DD' and 'HH:mm' that the zone's clocks read at this instant. */
export function wallClockInZone(instant: Date, timeZone: string): { day: string; time: string } {
  const { hour, minute } = wallClock(instant, timeZone);
  return { day: dayInZone(instant, timeZone), time: `${String(hour % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}

/** The UTC instant (ISO text, as times are stored) at which this day begins in the zone. */
export function startOfDayInZone(isoDay: string, timeZone: string): string {
  return instantOfWallClock(isoDay, '00:00', timeZone).toISOString();
}

/** 'YYYY-MM-DD' a number of days after another. */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
