import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { findRecipient } from '../../repositories/recipients';
import type { MailAttachment, Mailer } from '../mail/types';
import type { EmailRequest } from './emailRequest';

export interface AttachmentMail {
  /** Used when the form's subject or message is blank. */
  defaultSubject: string;
  defaultText: string;
  attachment: MailAttachment;
}

/**
 * Sends a file to one of the carrier's own drivers or team members. False when the recipient is no such
 * person (another carrier's, disabled, without an address): nothing is sent then.
 */
export async function sendAttachment(
  db: Kysely<Database>, mailer: Mailer, clientId: number, request: EmailRequest, mail: AttachmentMail,
): Promise<boolean> {
  const recipient = await findRecipient(db, clientId, request);
  if (!recipient) return false;
  await mailer.send({
    to: recipient.email,
    toName: recipient.name,
    subject: request.subject || mail.defaultSubject,
    text: request.body || mail.defaultText,
    attachments: [mail.attachment],
  });
  return true;
}

/** Loads spec 9: '{kind} - {client name} - Load {id}'; a whole list has no one load, so it ends at the name. */
export function exportSubject(kind: string, clientName: string, loadId?: number): string {
  return [kind, clientName, loadId === undefined ? null : `Load ${loadId}`].filter(Boolean).join(' - ');
}
