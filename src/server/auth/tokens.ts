import { createHash, randomBytes } from 'node:crypto';

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function looksLikeAccessToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Sessions store only this, so a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
