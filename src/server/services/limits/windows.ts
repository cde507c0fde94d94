import type { LimitPeriod } from '../../../shared/carrierLimits';

export const periodMs: Record<LimitPeriod, number> = { hour: 60 * 60_000, day: 24 * 60 * 60_000 };

/**
 * Seconds until `adding` more fit under `limit` in a sliding window, given the times (newest first, at most
 * `limit` of them) of what the window already holds; 0 when they fit now. More than the limit at once never fits:
 * the whole window is answered.
 */
export function secondsUntilRoom(times: readonly string[], adding: number, limit: number, windowMs: number, now: Date): number {
  if (times.length + adding <= limit) return 0;
  if (adding > limit) return Math.ceil(windowMs / 1000);
  const leaving = times[limit - adding];
  return Math.max(1, Math.ceil((Date.parse(leaving) + windowMs - now.getTime()) / 1000));
}
