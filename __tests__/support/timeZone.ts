/**
 * Runs `work` as if the machine were in another time zone: Node reads `TZ` again whenever it is set, so Date and
 * moment follow it. The suite's own zone comes back afterwards, so each test stands alone.
 */
export function inTimeZone<T>(timeZone: string, work: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return work();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
