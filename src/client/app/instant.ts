/**
 * The clock's instant (clock.ts reads the time through it), apart from the calendar so that code running before
 * the app (boot.ts) reads the pinned time without the date library.
 */
let pinnedMs: number | null = null;

/** Milliseconds since the epoch, like Date.now(). */
export const nowMs = (): number => pinnedMs ?? Date.now();

/** Stops the clock at `instant` (tests, and replaying a moment); `unpinClock` lets it run again. */
export function pinClock(instant: string | number | Date): void {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new Error(`pinClock: not an instant: ${String(instant)}`);
  pinnedMs = ms;
}

export function advanceClock(milliseconds: number): void {
  pinnedMs = nowMs() + milliseconds;
}

export function unpinClock(): void {
  pinnedMs = null;
}
