import { systemClock, type Clock } from '../../../src/server/clock';

/** The app's clock in tests: the real time until a test pins an instant, and the real time again after `unpin`. */
export interface TestClock extends Clock {
  pin(instant: string | Date): void;
  advance(milliseconds: number): void;
  unpin(): void;
}

export function testClock(): TestClock {
  let pinned: number | null = null;
  return {
    now: () => (pinned === null ? systemClock.now() : new Date(pinned)),
    pin(instant) {
      pinned = new Date(instant).getTime();
      if (Number.isNaN(pinned)) throw new Error(`not an instant: ${String(instant)}`);
    },
    advance(milliseconds) {
      pinned = (pinned ?? systemClock.now().getTime()) + milliseconds;
    },
    unpin() {
      pinned = null;
    },
  };
}

/** A clock for the suite's app that each test may pin; it follows the real time again after every test. */
export function usePinnableClock(): TestClock {
  const clock = testClock();
  afterEach(() => clock.unpin());
  return clock;
}
