import type { FastifyInstance } from 'fastify';
import type { ViewerIdentity } from '../../http/context';
import { findMailSender } from '../../repositories/feedback';
import { findRecipient } from '../../repositories/recipients';
import { assertMaySend } from '../limits/sendingLimits';
import type { MailAttachment } from '../mail/types';
import type { EmailRequest } from './emailRequest';

export interface AttachmentMail {
  /** Used when the form's subject or message is blank. */
  defaultSubject: string;
  defaultText: string;
  attachment: MailAttachment;
}

/** Mail whose subject or body a carrier wrote says who sent it, since it leaves from Haulboard's own address. */
export function sentByLine(company: string): string {
  return `This message was sent by ${company} through Haulboard.`;
}

/**
 * Sends a file to one of the carrier's own drivers or team members, within the carrier's sending limits (429 past
 * them). Replies go to the signed-in user who sent it. False when the recipient is no such person (another
 * carrier's, disabled, without an address): nothing is sent then.
 */
export async function sendAttachment(
  app: FastifyInstance, viewer: ViewerIdentity, request: EmailRequest, mail: AttachmentMail,
): Promise<boolean> {
  const recipient = await findRecipient(app.db, viewer.clientId, request);
  if (!recipient) return false;
  await assertMaySend(app.appContext, viewer.clientId, { mail: 1 });
  const sender = await findMailSender(app.db, viewer.userId);
  await app.mailer.send({
    to: recipient.email,
    toName: recipient.name,
    subject: request.subject || mail.defaultSubject,
    text: `${sentByLine(sender?.clientName ?? 'a carrier')}\n\n${request.body || mail.defaultText}`,
    replyTo: sender?.email || undefined,
    attachments: [mail.attachment],
    clientId: viewer.clientId,
  });
  return true;
}

/** Loads spec 9: '{kind} - {client name} - Load {id}'; a whole list has no one load, so it ends at the name. */
export function exportSubject(kind: string, clientName: string, loadId?: number): string {
  return [kind, clientName, loadId === undefined ? null : `Load ${loadId}`].filter(Boolean).join(' - ');
}
