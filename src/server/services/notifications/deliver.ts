import type { NotificationKind } from '../../../shared/notificationSettings';
import type { SentNoticeKind } from '../../db/tables';
import { claimNotice } from '../../repositories/noticesSent';
import { findRecipients, type RecipientChoice } from '../../repositories/notificationSettings';
import type { NotificationDeps } from './deps';
import { signingSecret } from '../../repositories/signingKeys';
import { signUnsubscribeToken } from './unsubscribeToken';

export interface Notice {
  subject: string;
  /** The mail's body; the unsubscribe lines are added to it. */
  text: string;
  /** The text message: short, one line. */
  sms: string;
}

export const UNSUBSCRIBE_PATH = '/api/NotificationUnsubscribe';

export interface Delivered {
  mails: number;
  texts: number;
}

type Scope = { clientId: number } | { userIds: readonly number[] };

/**
 * Mails and texts `notice` to each chosen user on every channel where `kind` is on. Each message carries its own
 * unsubscribe link; mail also the RFC 8058 one-click headers, so a mail client's Unsubscribe button works.
 */
export async function deliverNotice(deps: NotificationDeps, kind: NotificationKind, scope: Scope, notice: Notice): Promise<Delivered> {
  return deliverToRecipients(deps, kind, await findRecipients(deps.db, kind, scope), notice);
}

/**
 * As `deliverNotice`, but each user hears of this load or invoice once: a user is told only when the record of
 * the notice (kind, subject, user) is written by this call, so a second run or process skips whoever was told.
 * The record goes first: a process dying between it and the outbox loses that notice rather than sending it twice.
 */
export async function deliverNoticeOnce(
  deps: NotificationDeps, kind: SentNoticeKind, subjectId: number, scope: Scope, notice: Notice,
): Promise<Delivered> {
  const recipients = (await findRecipients(deps.db, kind, scope)).filter(isReachable);
  const claimed: RecipientChoice[] = [];
  for (const recipient of recipients) {
    if (await claimNotice(deps.db, { kind, subjectId, userId: recipient.userId }, deps.clock.now())) claimed.push(recipient);
  }
  return deliverToRecipients(deps, kind, claimed, notice);
}

// Only a user something can reach is recorded as told: one who adds a cell phone later still hears of it.
const isReachable = (recipient: RecipientChoice) => recipient.channels.includes('Email') || (recipient.channels.includes('Text') && recipient.cellPhone !== null);

async function deliverToRecipients(
  deps: NotificationDeps, kind: NotificationKind, recipients: readonly RecipientChoice[], notice: Notice,
): Promise<Delivered> {
  if (recipients.length === 0) return { mails: 0, texts: 0 };
  const secret = await signingSecret(deps.db, 'notificationLinks', deps.linkSecret);
  const linkFor = (userId: number, channel: 'Email' | 'Text') =>
    `${deps.origin}${UNSUBSCRIBE_PATH}?token=${signUnsubscribeToken(secret, { userId, channel, kind })}`;
  const delivered: Delivered = { mails: 0, texts: 0 };
  for (const recipient of recipients) {
    if (recipient.channels.includes('Email')) {
      const link = linkFor(recipient.userId, 'Email');
      await deps.mailer.send({
        to: recipient.email,
        toName: recipient.name || undefined,
        subject: notice.subject,
        text: `${notice.text}\n\nTo stop these emails, open ${link}\nor change your notification settings in Haulboard under Settings.\n`,
        headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      delivered.mails += 1;
    }
    // A user without a cell phone cannot be texted; the setting stays as chosen.
    if (recipient.channels.includes('Text') && recipient.cellPhone) {
      await deps.texter.send({ to: recipient.cellPhone, body: `${notice.sms} Stop: ${linkFor(recipient.userId, 'Text')}` });
      delivered.texts += 1;
    }
  }
  return delivered;
}
