import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { HttpError } from '../http/errors';
import { findAccountByEmail, normalizeEmail, type AccountRow, type AccountTable } from '../repositories/accounts';
import {
  carrierSessionTables, findActiveSession, insertSession, operatorSessionTables, revokeSession,
  type ActiveSession, type SessionTables,
} from '../repositories/sessions';
import { hashPassword, verifyPassword } from './passwords';
import { countFailure, forgiveAccount, secondsLocked, throttleKeys } from './throttle';
import { hashToken, looksLikeAccessToken, newAccessToken } from './tokens';

/*
 * The two ways in by e-mail and password, carrier users and desk operators, differ only in what is said here:
 * where their accounts and sessions are kept, how long a session lasts and whose throttle counts a failure.
 * Every rule of signing in (throttling, lockout, hashing, session expiry) is written once, below, for both.
 */

export interface Identity<T extends AccountTable, Facts extends object> {
  accounts: T;
  sessions: SessionTables<Facts>;
  sessionLifetimeMs: number;
  /** The kind of its throttle's keys (auth/throttle.ts); none for the carrier's, the first there was. */
  throttleKind?: string;
}

/** Either side, where what its guard reads does not matter. */
type AnyIdentity = Identity<AccountTable, never>;

export const carrierIdentity: Identity<'users', { clientId: number }> = {
  accounts: 'users',
  sessions: carrierSessionTables,
  sessionLifetimeMs: 30 * 24 * 60 * 60 * 1000,
};

export const deskIdentity: Identity<'operators', { name: string }> = {
  accounts: 'operators',
  sessions: operatorSessionTables,
  /** An operator works a shift, not a month: a desk token can move money. */
  sessionLifetimeMs: 12 * 60 * 60 * 1000,
  throttleKind: 'desk',
};

export interface Credentials {
  email: string;
  password: string;
  /** The client's address, for throttling. */
  address: string;
  now: Date;
}

/** Each door's own words for the two refusals. */
export interface CredentialRefusals {
  locked(secondsLeft: number): HttpError;
  wrong(): HttpError;
}

// Unknown e-mail addresses still cost one scrypt, so response times do not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

/**
 * The account whose password this is. A wrong password or an unknown address counts against the account and the
 * caller; the right one forgives the account; a locked account or caller is refused even with the right one.
 */
export async function checkCredentials<T extends AccountTable>(
  db: Kysely<Database>, identity: Identity<T, never>, credentials: Credentials, refusals: CredentialRefusals,
): Promise<AccountRow<T>> {
  const { now } = credentials;
  const email = normalizeEmail(credentials.email);
  const keys = throttleKeys(email, credentials.address, identity.throttleKind);
  const lockedFor = await secondsLocked(db, keys, now);
  if (lockedFor > 0) throw refusals.locked(lockedFor);

  const account = await findAccountByEmail(db, identity.accounts, email);
  const matches = await verifyPassword(credentials.password, account?.passwordHash ?? (await decoy()));
  if (!account || !matches) {
    await countFailure(db, keys, now);
    throw refusals.wrong();
  }
  await forgiveAccount(db, keys);
  return account;
}

export interface OpenedSession {
  accessToken: string;
  expiresAt: string;
}

/** A new session of the account: the token is answered once, only its hash is kept. */
export async function openSession(
  db: Kysely<Database>, identity: AnyIdentity, accountId: number, now: Date,
): Promise<OpenedSession> {
  const accessToken = newAccessToken();
  const expiresAt = new Date(now.getTime() + identity.sessionLifetimeMs).toISOString();
  await insertSession(db, identity.sessions, { ownerId: accountId, tokenHash: hashToken(accessToken), createdAt: now.toISOString(), expiresAt });
  return { accessToken, expiresAt };
}

/** The active session this token opens on this side, or null; no database lookup for a malformed token. */
export async function sessionOfToken<Facts extends object>(
  db: Kysely<Database>, identity: Identity<AccountTable, Facts>, token: string | null, now: Date,
): Promise<(ActiveSession & Facts) | null> {
  if (!token || !looksLikeAccessToken(token)) return null;
  return findActiveSession(db, identity.sessions, hashToken(token), now.toISOString());
}

/** Server-side sign-out: true when this call ended the session. */
export function endSession(db: Kysely<Database>, identity: AnyIdentity, sessionId: number, now: Date): Promise<boolean> {
  return revokeSession(db, identity.sessions, sessionId, now.toISOString());
}
