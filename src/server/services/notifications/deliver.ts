import type { NotificationKind } from '../../../shared/notificationSettings';
import { findRecipients } from '../../repositories/notificationSettings';
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

/**
 * Mails and texts `notice` to each chosen user on every channel where `kind` is on. Each message carries its own
 * unsubscribe link; mail also the RFC 8058 one-click headers, so a mail client's Unsubscribe button works.
 */
export async function deliverNotice(
  deps: NotificationDeps, kind: NotificationKind, scope: { clientId: number } | { userIds: readonly number[] }, notice: Notice,
): Promise<Delivered> {
  const recipients = await findRecipients(deps.db, kind, scope);
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
