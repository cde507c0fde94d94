import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { fieldsRefused, throttled, validationFailed } from '../http/failures';
import { retireUserPasswordResets } from '../repositories/passwordResets';
import { carrierSessionTables, revokeOwnerSessions } from '../repositories/sessions';
import { findUserById, updatePasswordHash } from '../repositories/users';
import { carrierIdentity, checkCredentials } from './identity';
import { carrierPasswordOwner, newPasswordErrors } from './newPassword';
import { hashPassword } from './passwords';

export const wrongOldPasswordMessage = 'The email or old password is incorrect.';

/** A lock on guessing a password through a change of it or of the e-mail: 429 with Retry-After. */
export const tooManyGuesses = (seconds: number) => throttled('Too many failed attempts.', seconds, { code: 'too_many_attempts' });

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
  const user = await checkCredentials(db, carrierIdentity, {
    email: change.username, password: change.oldPassword, address: change.address, now: change.now,
  }, {
    locked: tooManyGuesses,
    wrong: () => fieldsRefused([{ field: 'oldPassword', message: wrongOldPasswordMessage }]),
  });
  await replacePassword(db, user, change, change.now);
}

/**
 * A signed-in user's change: every other session of the user ends, the one that asked stays. Wrong old passwords
 * count as sign-in's do, under keys of their own kind: a stolen session must not guess the password at scrypt's pace,
 * nor lock the owner's sign-in by trying.
 */
export async function updateSignedInPassword(
  db: Kysely<Database>,
  change: NewPassword & { userId: number; sessionId: number; oldPassword: string; address: string; now: Date },
): Promise<void> {
  const wrong = () => fieldsRefused([{ field: 'oldPassword', message: 'The old password is incorrect.' }]);
  const user = await findUserById(db, change.userId);
  if (!user) throw wrong();
  await checkCredentials(db, { ...carrierIdentity, throttleKind: 'password-update' }, {
    email: user.email, password: change.oldPassword, address: change.address, now: change.now,
  }, { locked: tooManyGuesses, wrong });
  await replacePassword(db, user, change, change.now, { keepSession: change.sessionId });
}

interface Replacement {
  /** The session that changed the password stays; every other one of the user ends. */
  keepSession?: number;
  /** Taken in the same transaction first (a reset code's one use); false leaves the password as it was. */
  claim?: (trx: Transaction<Database>) => Promise<boolean>;
}

/**
 * The one way a carrier's password is replaced: checked against the password rule, then in one transaction set
 * (no longer expired), with every unused reset link retired and the user's sessions ended. False when `claim` lost.
 */
export async function replacePassword(
  db: Kysely<Database>, user: { id: number; email: string; passwordHash: string }, change: NewPassword, now: Date,
  replacement: Replacement = {},
): Promise<boolean> {
  const errors = await newPasswordErrors({ ...change, owner: await carrierPasswordOwner(db, user), currentHash: user.passwordHash });
  if (errors.length > 0) throw validationFailed(errors);
  const passwordHash = await hashPassword(change.password);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (replacement.claim && !(await replacement.claim(trx))) return false;
    await updatePasswordHash(trx, user.id, passwordHash);
    await retireUserPasswordResets(trx, user.id, at);
    await revokeOwnerSessions(trx, carrierSessionTables, user.id, at, replacement.keepSession);
    return true;
  });
}
