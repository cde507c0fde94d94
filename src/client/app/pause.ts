/** A wait the sagas `call`, so a test can provide it instead of waiting. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
