import type { Kysely } from 'kysely';
import type { ErrorBody } from '../../shared/wire';
import type { Database } from '../db/tables';
import { retireUserPasswordResets } from '../repositories/passwordResets';
import { revokeUserSessions } from '../repositories/sessions';
import { findUserByEmail, findUserById, normalizeEmail, updatePasswordHash } from '../repositories/users';
import { newPasswordErrors } from './newPassword';
import { hashPassword, verifyPassword } from './passwords';
import { countFailure, forgiveAccount, secondsLocked, throttleKeys } from './throttle';

export type PasswordChangeResult = { ok: true } | { ok: false; body: ErrorBody; retryAfterSeconds?: number };

export const wrongOldPasswordMessage = 'The email or old password is incorrect.';

// An unknown address still costs one scrypt, so the answer time does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

interface NewPassword {
  password: string;
  confirmationPassword: string;
}

/**
 * Expired Password (account spec 2.5): anyone who knows an account's current password may replace it, expired
 * or not. Wrong old passwords count against the sign-in throttle, since this call is another way to guess.
 */
export async function updateExpiredPassword(
  db: Kysely<Database>, change: NewPassword & { username: string; oldPassword: string; address: string; now: Date },
): Promise<PasswordChangeResult> {
  const keys = throttleKeys(normalizeEmail(change.username), change.address);
  const lockedFor = await secondsLocked(db, keys, change.now);
  if (lockedFor > 0) {
    const minutes = Math.ceil(lockedFor / 60);
    const message = `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    return { ok: false, retryAfterSeconds: lockedFor, body: { message } };
  }
  const user = await findUserByEmail(db, change.username);
  const oldMatches = await verifyPassword(change.oldPassword, user?.passwordHash ?? (await decoy()));
  if (!user || !oldMatches) {
    await countFailure(db, keys, change.now);
    return { ok: false, body: { message: wrongOldPasswordMessage, errors: [{ field: 'oldPassword', message: wrongOldPasswordMessage }] } };
  }
  await forgiveAccount(db, keys);
  return replacePassword(db, user, change, change.now);
}

/** A signed-in user's change: every other session of the user ends, the one that asked stays. */
export async function updateSignedInPassword(
  db: Kysely<Database>, change: NewPassword & { userId: number; sessionId: number; oldPassword: string; now: Date },
): Promise<PasswordChangeResult> {
  const user = await findUserById(db, change.userId);
  if (!user || !(await verifyPassword(change.oldPassword, user.passwordHash))) {
    const message = 'The old password is incorrect.';
    return { ok: false, body: { message, errors: [{ field: 'oldPassword', message }] } };
  }
  return replacePassword(db, user, change, change.now, change.sessionId);
}

async function replacePassword(
  db: Kysely<Database>, user: { id: number; email: string; passwordHash: string }, change: NewPassword, now: Date, keepSession?: number,
): Promise<PasswordChangeResult> {
  const errors = await newPasswordErrors({ ...change, email: user.email, currentHash: user.passwordHash });
  if (errors.length > 0) return { ok: false, body: { message: 'Validation failed', errors } };
  const passwordHash = await hashPassword(change.password);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash);
    await retireUserPasswordResets(trx, user.id, now.toISOString());
    await revokeUserSessions(trx, user.id, now.toISOString(), keepSession);
  });
  return { ok: true };
}
