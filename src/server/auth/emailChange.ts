import type { Kysely } from 'kysely';
import { CURRENT_PASSWORD_FOR_EMAIL } from '../../shared/formWords';
import type { Database } from '../db/tables';
import { fieldsRefused } from '../http/failures';
import { normalizeEmail } from '../repositories/accounts';
import { retireUserPasswordResets } from '../repositories/passwordResets';
import { carrierSessionTables, revokeOwnerSessions } from '../repositories/sessions';
import { findUserById } from '../repositories/users';
import type { MailMessage } from '../services/mail/types';
import { carrierIdentity, checkCredentials } from './identity';
import { tooManyGuesses } from './passwordChange';

export const wrongCurrentPasswordMessage = 'The current password is incorrect.';

/** Guesses of the password through an e-mail change count on keys of their own kind (auth/throttle.ts). */
const emailChangeIdentity = { ...carrierIdentity, throttleKind: 'email-change' };

export interface EmailChange {
  userId: number;
  /** The e-mail the form sends; unchanged or left out, nothing is asked. */
  email?: string;
  currentPassword?: string;
  /** The caller's address, for throttling. */
  address: string;
  now: Date;
}

/** The address and name the sign-in e-mail moves away from. */
export interface EmailMove {
  oldEmail: string;
  newEmail: string;
  firstName: string;
}

/**
 * A new sign-in e-mail is a way to take an account over (a reset to the new address), so it asks for the current
 * password, with the sign-in throttle's lock and counting. Null when the e-mail stays as it is.
 */
export async function confirmEmailChange(db: Kysely<Database>, change: EmailChange): Promise<EmailMove | null> {
  const user = await findUserById(db, change.userId);
  if (!user || change.email === undefined || normalizeEmail(change.email) === user.email) return null;
  if (!change.currentPassword) throw fieldsRefused([{ field: 'currentPassword', message: CURRENT_PASSWORD_FOR_EMAIL }]);
  await checkCredentials(db, emailChangeIdentity, {
    email: user.email, password: change.currentPassword, address: change.address, now: change.now,
  }, {
    locked: tooManyGuesses,
    wrong: () => fieldsRefused([{ field: 'currentPassword', message: wrongCurrentPasswordMessage }]),
  });
  return { oldEmail: user.email, newEmail: normalizeEmail(change.email), firstName: user.firstName };
}

/**
 * Written with the new e-mail: as after a password change, every other session of the user ends (one that took
 * the account over is thrown out when its owner moves it back) and reset links mailed to the old address die.
 */
export function endOtherAccessOnEmailMove(userId: number, keepSession: number, now: Date) {
  return async (trx: Kysely<Database>): Promise<void> => {
    const at = now.toISOString();
    await retireUserPasswordResets(trx, userId, at);
    await revokeOwnerSessions(trx, carrierSessionTables, userId, at, keepSession);
  };
}

/** Told to the old address, so a change its owner did not make is seen where they still read mail. */
export function emailChangedMail(move: EmailMove, at: Date, dispatchPhone: string | null): MailMessage {
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to: move.oldEmail,
    toName: move.firstName,
    subject: 'Your Haulboard sign-in email was changed',
    text: [
      `Hello ${move.firstName},`,
      '',
      `The sign-in email of your Haulboard account was changed from ${move.oldEmail} to ${move.newEmail} on ${when}.`,
      'From now on you sign in, and password reset emails are sent, with the new address.',
      '',
      'If you did not make this change, someone else may know your password: call Haulboard dispatch right away'
        + `${dispatchPhone ? ` at ${dispatchPhone}` : ''} so we can lock the account and give it back to you.`,
      '',
      'Haulboard',
    ].join('\n'),
  };
}
