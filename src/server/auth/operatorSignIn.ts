import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { throttled } from '../http/failures';
import { findOperatorByEmail, insertOperator } from '../repositories/operators';
import { insertOperatorSession } from '../repositories/operatorSessions';
import { normalizeEmail } from '../repositories/users';
import { hashPassword, verifyPassword } from './passwords';
import { countFailure, forgiveAccount, secondsLocked } from './throttle';
import { hashToken, newAccessToken } from './tokens';

/** An operator works a shift, not a month: a desk session lasts 12 hours. */
export const operatorSessionLifetimeMs = 12 * 60 * 60 * 1000;

export interface OperatorSession {
  accessToken: string;
  expiresAt: string;
}

// Unknown e-mail addresses still cost one scrypt, so response times do not reveal which operators exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

/** The same throttle as carrier sign-in, under keys of the desk's own, so one side's lock never locks the other. */
function deskThrottleKeys(email: string, address: string) {
  return { account: `desk-account:${email}`, address: `desk-address:${address}` };
}

export async function signInOperator(
  db: Kysely<Database>, attempt: { email: string; password: string; address: string; now: Date },
): Promise<OperatorSession> {
  const { now } = attempt;
  const email = normalizeEmail(attempt.email);
  const keys = deskThrottleKeys(email, attempt.address);
  const lockedFor = await secondsLocked(db, keys, now);
  if (lockedFor > 0) throw throttled('Too many failed sign-in attempts.', lockedFor, { code: 'too_many_attempts' });

  const operator = await findOperatorByEmail(db, email);
  const matches = await verifyPassword(attempt.password, operator?.passwordHash ?? (await decoy()));
  if (!operator || !matches) {
    await countFailure(db, keys, now);
    throw new HttpError(401, 'The e-mail address or password is incorrect.', { code: 'credentials_incorrect' });
  }
  await forgiveAccount(db, keys);

  const accessToken = newAccessToken();
  const expiresAt = new Date(now.getTime() + operatorSessionLifetimeMs).toISOString();
  await insertOperatorSession(db, { operatorId: operator.id, tokenHash: hashToken(accessToken), createdAt: now.toISOString(), expiresAt });
  return { accessToken, expiresAt };
}

export interface AddedOperator {
  id: number;
  email: string;
  name: string;
}

/** Adds an operator; answers null when the e-mail address is taken (without regard to case). */
export async function addOperator(
  db: Kysely<Database>, operator: { email: string; name: string; password: string; now: Date },
): Promise<AddedOperator | null> {
  const email = normalizeEmail(operator.email);
  if (await findOperatorByEmail(db, email)) return null;
  const id = await insertOperator(db, {
    email, name: operator.name.trim(), passwordHash: await hashPassword(operator.password), createdAt: operator.now.toISOString(),
  });
  return { id, email, name: operator.name.trim() };
}
