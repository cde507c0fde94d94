/** A new idempotency key (IDEMPOTENCY_KEY_PATTERN): 128 random bits, URL-safe base64, made on the phone. */
export function newOutboxKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
