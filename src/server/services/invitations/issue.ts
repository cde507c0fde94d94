import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVITATION_LIFETIME_DAYS } from '../../../shared/accountSetup';
import { hashToken } from '../../auth/tokens';
import type { Database, User } from '../../db/tables';
import { insertPasswordReset, retireUserPasswordResets } from '../../repositories/passwordResets';
import type { MailMessage } from '../mail/types';

const dayMs = 24 * 60 * 60 * 1000;
export const SIGNUP_PATH = '/signup';

/**
 * An invitation is a single-use code kept as its sha256 with an expiry, in the same table as reset codes: it
 * sets the first password the way a reset link does. A new invitation ends the ones mailed before.
 */
export async function issueInvitation(
  db: Kysely<Database>, user: Pick<User, 'id' | 'email'>, request: { origin: string; now: Date },
): Promise<{ temporaryPassword: string; link: string }> {
  const temporaryPassword = randomBytes(12).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await retireUserPasswordResets(trx, user.id, request.now.toISOString());
    await insertPasswordReset(trx, {
      userId: user.id,
      codeHash: hashToken(temporaryPassword),
      expiresAt: new Date(request.now.getTime() + INVITATION_LIFETIME_DAYS * dayMs).toISOString(),
    });
  });
  const query = new URLSearchParams({ emailAddress: user.email, temporaryPassword });
  return { temporaryPassword, link: `${request.origin}${SIGNUP_PATH}?${query.toString()}` };
}

export function invitationMail(user: Pick<User, 'email' | 'firstName'>, link: string): MailMessage {
  return {
    to: user.email,
    toName: user.firstName,
    subject: 'Your Haulboard invitation',
    text: [
      `Hello ${user.firstName || 'there'},`,
      '',
      `You are invited to Haulboard. Open this link within ${INVITATION_LIFETIME_DAYS} days and choose your password:`,
      '',
      link,
      '',
      'The link carries a temporary password that works once. If you did not expect this email, ignore it.',
      '',
      'Haulboard',
    ].join('\n'),
  };
}
