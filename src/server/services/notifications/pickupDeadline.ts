import { dayOfInstant, isoDateOfDay } from '../loadSearch/days';

/**
 * The latest pick-up day of loads whose pick-up window closes within the next 24 hours. A window closes when
 * its latest pick-up day ends on the board's calendar (UTC, as search and the expiry job count days), so these
 * are the loads whose last day is today: tomorrow they leave the board.
 */
export function lastPickupDayClosingSoon(now: Date): string {
  return isoDateOfDay(dayOfInstant(now));
}
