import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function looksLikeAccessToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The value of an `Authorization: Bearer <value>` header, whatever its shape, or null. */
export function bearerValue(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/** Sessions store only this, so a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
