import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { clearFailures, findLockedUntil, recordFailure } from '../repositories/signInFailures';

/*
 * Password guessing is slowed per account and per client address: after `limit` failures within the window
 * the key is locked for one window from the failure that reached the limit, even for the right password.
 */

export const throttleWindowMs = 15 * 60 * 1000;
export const accountFailureLimit = 5;
export const addressFailureLimit = 20;

export interface ThrottleKeys {
  account: string;
  address: string;
}

/**
 * The keys of one account and one caller. Each kind of request other than carrier sign-in (the desk's sign-in, a
 * forgotten password, an invitation) counts under keys of its own kind, so one kind's lock never locks another.
 */
export function throttleKeys(email: string, address: string, kind?: string): ThrottleKeys {
  const prefix = kind ? `${kind}-` : '';
  return { account: `${prefix}account:${email}`, address: `${prefix}address:${address}` };
}

/** Seconds until every lock on these keys has passed, or 0 when sign-in may be tried. */
export async function secondsLocked(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<number> {
  return secondsUntilUnlocked(db, [keys.account, keys.address], now);
}

async function secondsUntilUnlocked(db: Kysely<Database>, keys: string[], now: Date): Promise<number> {
  const lockedUntil = await findLockedUntil(db, keys, now.toISOString());
  return lockedUntil ? Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000)) : 0;
}

export async function countFailure(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<void> {
  const window = {
    now: now.toISOString(),
    windowStart: new Date(now.getTime() - throttleWindowMs).toISOString(),
    lockUntil: new Date(now.getTime() + throttleWindowMs).toISOString(),
  };
  await recordFailure(db, keys.account, { ...window, limit: accountFailureLimit });
  await recordFailure(db, keys.address, { ...window, limit: addressFailureLimit });
}

/**
 * A request that mails a code (a forgotten password, an invitation again) counts like a failed sign-in under keys of
 * its own kind, whether or not the account exists. Answers the seconds it is locked for, 0 once counted.
 */
export async function countMailRequest(
  db: Kysely<Database>, kind: string, request: { email: string; address: string; now: Date },
): Promise<number> {
  const keys = throttleKeys(request.email, request.address, kind);
  const lockedFor = await secondsLocked(db, keys, request.now);
  if (lockedFor === 0) await countFailure(db, keys, request.now);
  return lockedFor;
}

/** The address counter stays: one known password must not reset an address that guesses at others. */
export async function forgiveAccount(db: Kysely<Database>, keys: ThrottleKeys): Promise<void> {
  await clearFailures(db, keys.account);
}

/**
 * Guesses at something secret in a public address (a registration code, a load's public slug) from one caller:
 * after `limit` wrong ones within the window the address is locked for one window, under keys of the kind's own.
 */
export function guessesPerAddress(kind: string, limit: number) {
  const key = (address: string) => `${kind}-address:${address}`;
  return {
    /** Seconds the address must wait before guessing again, or 0. */
    secondsLocked: (db: Kysely<Database>, address: string, now: Date) => secondsUntilUnlocked(db, [key(address)], now),
    async countWrong(db: Kysely<Database>, address: string, now: Date): Promise<void> {
      await recordFailure(db, key(address), {
        now: now.toISOString(),
        windowStart: new Date(now.getTime() - throttleWindowMs).toISOString(),
        lockUntil: new Date(now.getTime() + throttleWindowMs).toISOString(),
        limit,
      });
    },
  };
}
