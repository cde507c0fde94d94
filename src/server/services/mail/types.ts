/** What the rest of the server hands to the mailer (`app.mailer`). */
import type { OutboxStatus } from '../outbox/delivery';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  toName?: string;
  subject: string;
  text: string;
  /** Where a reply goes instead of the unread From address (feedback answers the carrier who wrote it). */
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe on notification mail. */
  headers?: Record<string, string>;
  /** The carrier whose request writes it: stored with it and counted against that carrier's sending limits. */
  clientId?: number;
}

export interface Mailer {
  /** Stores the message in the outbox first, so it is never lost, then delivers it when SMTP is configured. */
  send(message: MailMessage): Promise<{ outboxId: number; status: OutboxStatus }>;
  /** Tries every message that is due again; answers how many were delivered. */
  deliverPending(): Promise<number>;
  close(): Promise<void>;
}
