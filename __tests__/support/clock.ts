import { advanceClock, pinClock, unpinClock } from '../../src/client/app/clock';

/*
 * The web app's clock in tests. A pin lasts until the end of the test (clockReset.ts unpins after each one),
 * so a test states the instant it is about and never depends on when or where the suite runs.
 */

/** Pins the clock at `instant` for every test of the enclosing block. */
export function useClockAt(instant: string): void {
  beforeEach(() => pinClock(instant));
}

export { advanceClock, pinClock, unpinClock };
