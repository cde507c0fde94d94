/** A new idempotency key made on the phone (IDEMPOTENCY_KEY_PATTERN): 32 hex characters, random. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
