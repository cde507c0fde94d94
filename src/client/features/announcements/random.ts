/**
 * Where the landing carousel's random start comes from (account spec 2.4 and 9). Tests set the source so the
 * carousel starts where they say; the app leaves it at Math.random.
 */
let source: () => number = Math.random;

export function setRandomSource(next: (() => number) | null): void {
  source = next ?? Math.random;
}

/** A whole number from 0 to `count` − 1 (0 when there is nothing to choose from). */
export function randomIndex(count: number): number {
  if (count <= 1) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor(source() * count)));
}
