import { createHmac } from 'node:crypto';
import { MAX_LOAD_ID } from '../../../shared/constants';
import { isSignature } from '../../auth/signatures';

/*
 * A load's public slug is `{id in base 36}-{HMAC of the id}`: the load number alone does not give the slug, and no
 * one can list loads by trying slugs (each try is a guess at 96 bits, and wrong guesses are throttled). It never
 * expires; the page itself says when the load has left the board.
 */

function signatureOf(secret: string, loadId: number): string {
  return createHmac('sha256', secret).update(`public-load:${loadId}`).digest().subarray(0, 12).toString('base64url');
}

export function loadSlug(secret: string, loadId: number): string {
  return `${loadId.toString(36)}-${signatureOf(secret, loadId)}`;
}

/** The load id a genuine slug names, or null for anything altered or made up. */
export function loadIdOfSlug(secret: string, slug: string): number | null {
  const match = /^([1-9a-z][0-9a-z]{0,6})-([\w-]{16})$/.exec(slug);
  if (!match) return null;
  const loadId = parseInt(match[1], 36);
  if (loadId > MAX_LOAD_ID) return null;
  return isSignature(match[2], Buffer.from(signatureOf(secret, loadId), 'base64url')) ? loadId : null;
}
