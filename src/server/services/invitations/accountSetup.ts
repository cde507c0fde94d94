import type { Kysely } from 'kysely';
import { accountSetupMessages, type AccountSetupValues } from '../../../shared/accountSetup';
import { carrierPasswordOwner, newPasswordErrors } from '../../auth/newPassword';
import { hashPassword } from '../../auth/passwords';
import { countFailure, forgiveAccount, secondsLocked, throttleKeys } from '../../auth/throttle';
import { hashToken } from '../../auth/tokens';
import type { Database } from '../../db/tables';
import { fieldsRefused, throttled, validationFailed } from '../../http/failures';
import { findPasswordReset, markPasswordResetUsed, retireUserPasswordResets } from '../../repositories/passwordResets';
import { normalizeEmail } from '../../repositories/accounts';
import { findUserByEmail, updatePasswordHash } from '../../repositories/users';

const refused = (message: string) => fieldsRefused([{ field: 'temporaryPassword', message }]);

/**
 * The invited user's signup: the e-mail and temporary password of the invitation, then the first password,
 * which makes the account usable. Wrong temporary passwords count against a throttle like sign-in's.
 */
export async function setUpAccount(
  db: Kysely<Database>, setup: AccountSetupValues & { address: string; now: Date },
): Promise<void> {
  const email = normalizeEmail(setup.emailAddress);
  const keys = throttleKeys(email, setup.address, 'setup');
  const lockedFor = await secondsLocked(db, keys, setup.now);
  if (lockedFor > 0) {
    throw throttled('Too many failed attempts.', lockedFor, { plural: 'always', code: 'too_many_attempts' });
  }
  const user = await findUserByEmail(db, email);
  const invitation = user ? await findPasswordReset(db, user.id, hashToken(setup.temporaryPassword)) : null;
  if (!user || !invitation || invitation.usedAt) {
    await countFailure(db, keys, setup.now);
    throw refused(accountSetupMessages.invalid);
  }
  const now = setup.now.toISOString();
  if (invitation.expiresAt <= now) throw refused(accountSetupMessages.expired);

  const errors = await newPasswordErrors({ ...setup, owner: await carrierPasswordOwner(db, user), currentHash: user.passwordHash });
  if (setup.password === setup.temporaryPassword && !errors.some((error) => error.field === 'password')) {
    errors.unshift({ field: 'password', message: accountSetupMessages.sameAsTemporary });
  }
  if (errors.length > 0) throw validationFailed(errors);

  const passwordHash = await hashPassword(setup.password);
  const used = await db.transaction().execute(async (trx) => {
    if (!(await markPasswordResetUsed(trx, invitation.id, now))) return false;
    await updatePasswordHash(trx, user.id, passwordHash);
    await retireUserPasswordResets(trx, user.id, now);
    return true;
  });
  if (!used) throw refused(accountSetupMessages.invalid);
  await forgiveAccount(db, keys);
}
