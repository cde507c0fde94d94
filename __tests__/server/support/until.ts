/**
 * Waits until `condition` holds, looking again after each short poll: a test waits for the state it expects,
 * never for a number of milliseconds. `timeoutMs` is an upper bound for failure only, read on the monotonic
 * clock (a faked wall clock cannot stop it); no test needs it to elapse to pass.
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`${what}: not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
