import type { Kysely } from 'kysely';
import { countMailRequest } from '../../auth/throttle';
import { hasNoPasswordYet } from '../../auth/unsetPassword';
import type { Database } from '../../db/tables';
import { throttled } from '../../http/failures';
import { normalizeEmail } from '../../repositories/accounts';
import { findUserByEmail } from '../../repositories/users';
import type { MailMessage } from '../mail/types';
import { invitationMail, issueInvitation } from './issue';

/**
 * 'Send my invitation again': a fresh invitation for an invited user who has not chosen a password yet. Every
 * request counts like a forgotten-password request, and the answer is the same whether or not one was sent.
 */
export async function resendInvitation(
  db: Kysely<Database>, request: { emailAddress: string; origin: string; address: string; now: Date },
): Promise<MailMessage | null> {
  const { now } = request;
  const email = normalizeEmail(request.emailAddress);
  const lockedFor = await countMailRequest(db, 'invite', { email, address: request.address, now });
  if (lockedFor > 0) throw throttled('Too many requests.', lockedFor);

  const user = await findUserByEmail(db, email);
  if (!user || !hasNoPasswordYet(user.passwordHash)) return null;
  const { link } = await issueInvitation(db, user, { origin: request.origin, now });
  return invitationMail(user, link);
}
