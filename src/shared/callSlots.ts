/*
 * When a carrier may ask dispatch to call (onboarding's 'Skip and schedule a call with dispatch.'): a whole hour
 * within dispatch hours (account spec 9: Monday to Friday 7am-7pm, weekends 8am-4pm, at the Plymouth, Michigan
 * office), after now and within the next two weeks. The form offers exactly these; the server accepts only these.
 */
import { addDays, dayInZone, instantOfWallClock } from './timeZone';

/** The dispatch office's zone (Plymouth, Michigan): the hours above are its hours. */
export const DISPATCH_TIME_ZONE = 'America/Detroit';
export const CALL_REQUEST_WINDOW_DAYS = 14;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** First and end hour of dispatch's day, by weekday (0 Sunday). */
const dispatchHours = (weekday: number) => (weekday === 0 || weekday === 6 ? { from: 8, until: 16 } : { from: 7, until: 19 });

export const CALL_TIME_REQUIRED = 'Choose a time for the call.';
export const CALL_TIME_PASSED = 'Choose a time that has not passed.';
export const CALL_TIME_TOO_FAR = `Choose a time within the next ${CALL_REQUEST_WINDOW_DAYS} days.`;
export const CALL_TIME_OUTSIDE_HOURS = 'Choose a time within dispatch hours.';

/** Every hour a call may be asked for, as ISO instants, earliest first. */
export function callSlots(nowMs: number): string[] {
  const today = dayInZone(new Date(nowMs), DISPATCH_TIME_ZONE);
  const slots: string[] = [];
  for (let offset = 0; offset <= CALL_REQUEST_WINDOW_DAYS; offset += 1) {
    const day = addDays(today, offset);
    const { from, until } = dispatchHours(new Date(`${day}T12:00:00.000Z`).getUTCDay());
    for (let hour = from; hour < until; hour += 1) {
      const at = instantOfWallClock(day, `${String(hour).padStart(2, '0')}:00`, DISPATCH_TIME_ZONE).getTime();
      if (at > nowMs && at <= nowMs + CALL_REQUEST_WINDOW_DAYS * DAY_MS) slots.push(new Date(at).toISOString());
    }
  }
  return slots;
}

/** Why this time cannot be asked for, or null when it can. */
export function callTimeRefusal(callAt: string, nowMs: number): string | null {
  const at = Date.parse(callAt);
  if (!callAt || Number.isNaN(at)) return CALL_TIME_REQUIRED;
  if (at <= nowMs) return CALL_TIME_PASSED;
  if (at > nowMs + CALL_REQUEST_WINDOW_DAYS * DAY_MS) return CALL_TIME_TOO_FAR;
  return callSlots(nowMs).includes(new Date(at).toISOString()) ? null : CALL_TIME_OUTSIDE_HOURS;
}

/** 'Tue, 11/24' on the zone's calendar. */
export const formatCallDay = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'numeric', day: 'numeric' }).format(Date.parse(instant));

/** '9:00 AM EST': the hour in the zone, with the zone's name. */
export const formatCallHour = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(Date.parse(instant));

/** 'Tue, 11/24 9:00 AM EST', as mail and the desk show a requested call. */
export const formatCallTime = (instant: string, timeZone: string) => `${formatCallDay(instant, timeZone)} ${formatCallHour(instant, timeZone)}`;
