import type MailComposer from 'nodemailer/lib/mail-composer';
import { lazyModule } from '../../lazyModule';
import type { MailMessage } from './types';

const mailComposer = lazyModule<typeof MailComposer>('nodemailer/lib/mail-composer');

/** Every message leaves as Haulboard; replies are not read. */
export const MAIL_FROM = { name: 'Haulboard', address: 'no-reply@haulboard.app' };

/** The complete MIME text of a message, attachments base64-encoded inside: what the outbox stores and SMTP sends. */
export async function composeMime(message: MailMessage): Promise<string> {
  const composer = new (mailComposer())({
    from: MAIL_FROM,
    to: message.toName ? { name: message.toName, address: message.to } : message.to,
    subject: message.subject,
    text: message.text,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
    })),
  });
  const built = await new Promise<Buffer>((resolve, reject) => {
    composer.compile().build((error, raw) => (error ? reject(error) : resolve(raw)));
  });
  return built.toString('utf8');
}
