import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { fieldsRefused, throttled, validationFailed } from '../http/failures';
import { retireUserPasswordResets } from '../repositories/passwordResets';
import { revokeUserSessions } from '../repositories/sessions';
import { findUserByEmail, findUserById, normalizeEmail, updatePasswordHash } from '../repositories/users';
import { newPasswordErrors } from './newPassword';
import { hashPassword, verifyPassword } from './passwords';
import { countFailure, forgiveAccount, secondsLocked, throttleKeys } from './throttle';

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
): Promise<void> {
  const keys = throttleKeys(normalizeEmail(change.username), change.address);
  const lockedFor = await secondsLocked(db, keys, change.now);
  if (lockedFor > 0) throw throttled('Too many failed attempts.', lockedFor, { code: 'too_many_attempts' });
  const user = await findUserByEmail(db, change.username);
  const oldMatches = await verifyPassword(change.oldPassword, user?.passwordHash ?? (await decoy()));
  if (!user || !oldMatches) {
    await countFailure(db, keys, change.now);
    throw fieldsRefused([{ field: 'oldPassword', message: wrongOldPasswordMessage }]);
  }
  await forgiveAccount(db, keys);
  return replacePassword(db, user, change, change.now);
}

/** A signed-in user's change: every other session of the user ends, the one that asked stays. */
export async function updateSignedInPassword(
  db: Kysely<Database>, change: NewPassword & { userId: number; sessionId: number; oldPassword: string; now: Date },
): Promise<void> {
  const user = await findUserById(db, change.userId);
  if (!user || !(await verifyPassword(change.oldPassword, user.passwordHash))) {
    throw fieldsRefused([{ field: 'oldPassword', message: 'The old password is incorrect.' }]);
  }
  return replacePassword(db, user, change, change.now, change.sessionId);
}

async function replacePassword(
  db: Kysely<Database>, user: { id: number; email: string; passwordHash: string }, change: NewPassword, now: Date, keepSession?: number,
): Promise<void> {
  const errors = await newPasswordErrors({ ...change, email: user.email, currentHash: user.passwordHash });
  if (errors.length > 0) throw validationFailed(errors);
  const passwordHash = await hashPassword(change.password);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash);
    await retireUserPasswordResets(trx, user.id, now.toISOString());
    await revokeUserSessions(trx, user.id, now.toISOString(), keepSession);
  });
}
