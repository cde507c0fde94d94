import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a signature given in a link is exactly the expected one in base64url, compared in constant time. The
 * text is compared, not the bytes it decodes to: base64url's last character has bits that decode to nothing, so
 * a changed link could otherwise decode to the same signature and pass.
 */
export function isSignature(given: string, expected: Buffer): boolean {
  const wanted = Buffer.from(expected.toString('base64url'));
  const sent = Buffer.from(given);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}
