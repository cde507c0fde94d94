/*
 * A pick-up or drop-off is the local time at its place (DESIGN, Safe online): stored as a UTC instant beside the
 * place's IANA zone, entered on the place's wall clock and shown with the zone's short name ('9:00 AM EST') to
 * everyone, wherever they sit. The one formatter of load times for screens, CSV, PDF, mail and the driver page.
 */
import { DATE_FORMATS } from './constants';
import { parseDate } from './format';
import { instantOfWallClock, offsetMinutesInZone, readTimeZone, wallClockInZone } from './timeZone';

/** 'Tu 11/24 9:00AM EST' (DATE_FORMATS.dayAndTime with the zone) on screens; '11/24/2026 9:00 AM EST' in documents. */
export type PlaceTimeStyle = 'dayAndTime' | 'full';

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's short name at an instant ('EST' in winter, 'EDT' in summer), for saying which clock a form means. */
export function placeZoneName(timeZone: string, instant: Date): string {
  return zoneFormat(readTimeZone(timeZone)).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * A stored time on its place's clock with the zone's short name; a stored day ('YYYY-MM-DD', a schedule whose
 * time was never set) as the day alone. '' when absent or unreadable. An unknown zone reads as UTC, and says so.
 */
export function formatPlaceTime(value: string | null | undefined, timeZone: string | null | undefined, style: PlaceTimeStyle = 'full'): string {
  if (!value) return '';
  if (dayOnly.test(value)) return parseDate(value)?.format(style === 'full' ? DATE_FORMATS.full : 'dd M/D') ?? '';
  const instant = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(instant.getTime())) return '';
  const part = Object.fromEntries(zoneFormat(readTimeZone(timeZone)).formatToParts(instant).map(({ type, value: text }) => [type, text]));
  if (style === 'full') return `${part.month}/${part.day}/${part.year} ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
  // moment's 'dd' ('Tu'), which screens showed before the zone was added.
  return `${part.weekday.slice(0, 2)} ${part.month}/${part.day} ${part.hour}:${part.minute}${part.dayPeriod} ${part.timeZoneName}`;
}

/** The instant a place's clock shows this day and 'HH:mm', as ISO text with the place's offset: '2026-11-24T09:00:00-05:00'. */
export function placeTimeInstant(day: string, time: string, timeZone: string): string {
  const zone = readTimeZone(timeZone);
  const instant = instantOfWallClock(day, time, zone);
  const offset = offsetMinutesInZone(instant, zone);
  const shifted = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  return `${shifted}${sign}${hours}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
}

/** The place's day of a stored time ('YYYY-MM-DD'); a stored day stays as it is; null when absent or unreadable. */
export function placeDay(value: string | null | undefined, timeZone: string): string | null {
  if (value && dayOnly.test(value)) return value;
  return placeWallClock(value, timeZone)?.day ?? null;
}

/** 'YYYY-MM-DD' and 'HH:mm' of a stored time on its place's clock; null when absent or unreadable. */
export function placeWallClock(value: string | null | undefined, timeZone: string): { day: string; time: string } | null {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : wallClockInZone(instant, readTimeZone(timeZone));
}
