import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { throttled } from '../http/failures';
import { normalizeEmail } from '../repositories/accounts';
import { findPasswordReset, insertPasswordReset, markPasswordResetUsed } from '../repositories/passwordResets';
import { findUserByEmail, findUserById } from '../repositories/users';
import type { MailMessage } from '../services/mail/types';
import { replacePassword } from './passwordChange';
import { accountFailureLimit, countMailRequest } from './throttle';
import { hashToken, newAccessToken } from './tokens';

export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;
/** The reset screen of account spec 2.1 (/reset/password?userId&resetCode). */
export const RESET_PASSWORD_PATH = '/reset/password';
/** Forgot Password is throttled like sign-in. */
export const forgotAccountLimit = accountFailureLimit;

export const invalidResetMessage = 'This password reset link is not valid or has already been used.';
export const expiredResetMessage = 'This password reset link has expired. Request a new reset password email.';

const invalidReset = () => new HttpError(400, invalidResetMessage, { code: 'reset_link_invalid' });

/**
 * Every request counts against the address asked for and the caller, whether or not the account exists, so
 * neither the answer nor the throttle tells which addresses have accounts.
 */
export async function requestPasswordReset(
  db: Kysely<Database>, request: { username: string; origin: string; address: string; now: Date },
): Promise<MailMessage | null> {
  const { now } = request;
  const email = normalizeEmail(request.username);
  const lockedFor = await countMailRequest(db, 'forgot', { email, address: request.address, now });
  if (lockedFor > 0) throw throttled('Too many reset requests.', lockedFor);

  const code = newAccessToken();
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  await insertPasswordReset(db, {
    userId: user.id,
    codeHash: hashToken(code),
    expiresAt: new Date(now.getTime() + RESET_CODE_LIFETIME_MS).toISOString(),
  });
  const link = `${request.origin}${RESET_PASSWORD_PATH}?userId=${user.id}&resetCode=${encodeURIComponent(code)}`;
  return resetMail(user.email, user.firstName, link);
}

function resetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    toName: firstName,
    subject: 'Reset your Haulboard password',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your Haulboard account. Open this link within 1 hour to choose a new one:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
      '',
      'Haulboard',
    ].join('\n'),
  };
}

export interface ResetAttempt {
  userId: number;
  resetCode: string;
  password: string;
  confirmationPassword: string;
  now: Date;
}

/** Sets the new password; answers the account's e-mail address, so that Log in can be filled in with it. */
export async function resetForgottenPassword(db: Kysely<Database>, attempt: ResetAttempt): Promise<{ email: string }> {
  const now = attempt.now.toISOString();
  const user = await findUserById(db, attempt.userId);
  const reset = user ? await findPasswordReset(db, user.id, hashToken(attempt.resetCode)) : null;
  if (!user || !reset || reset.usedAt) throw invalidReset();
  if (reset.expiresAt <= now) throw new HttpError(400, expiredResetMessage, { code: 'reset_link_expired' });

  const used = await replacePassword(db, user, attempt, attempt.now, { claim: (trx) => markPasswordResetUsed(trx, reset.id, now) });
  if (!used) throw invalidReset();
  return { email: user.email };
}
