/**
 * The first index in [0, count) at which `reached` holds, by halving: `reached` must be false up to some index
 * and true from it on. `count` when it never holds.
 */
export function firstIndexWhere(count: number, reached: (index: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (reached(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}
