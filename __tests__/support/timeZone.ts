/**
 * Runs `work` as if the machine were in another time zone: Node reads `TZ` again whenever it is set, so Date and
 * moment follow it. The suite's own zone comes back when the work is done (awaited when it is a promise), so
 * each test stands alone.
 */
export function inTimeZone<T>(timeZone: string, work: () => T): T {
  const before = process.env.TZ;
  const restore = () => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  };
  process.env.TZ = timeZone;
  let result: T;
  try {
    result = work();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}
