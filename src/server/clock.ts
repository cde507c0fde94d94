/**
 * The one place the server reads the time. Every rule that depends on "now" (sign-in expiry and throttling,
 * claim windows, list days, search availability, mail retries, documents) asks `app.clock`, so tests can
 * state the instant they run at and the suite passes at any hour, on any day, in any time zone.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that stands still at `instant` until told otherwise: for tests and for replaying a moment. */
export interface SettableClock extends Clock {
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
}

export function fixedClock(instant: Date | string): SettableClock {
  let current = new Date(instant).getTime();
  if (Number.isNaN(current)) throw new Error(`fixedClock: not an instant: ${String(instant)}`);
  return {
    now: () => new Date(current),
    set(next) {
      const time = new Date(next).getTime();
      if (Number.isNaN(time)) throw new Error(`fixedClock: not an instant: ${String(next)}`);
      current = time;
    },
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}
