import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { createOutboxDelivery } from '../outbox/delivery';
import { composeMime, MAIL_FROM } from './compose';
import { findMessage, queueMessage, type OutboxRow } from './outboxStore';
import { smtpSender } from './smtp';
import type { Mailer, MailMessage } from './types';

export interface MailerOptions {
  smtpUrl: string | null;
  /** When a message was sent and when its retry is due. */
  clock: Clock;
  onDeliveryError?: (outboxId: number, error: unknown) => void;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const { code, response } = error as Error & { code?: string; response?: string };
    return [code, response ?? error.message].filter(Boolean).join(': ');
  }
  return String(error);
}

/**
 * Every message goes into the outbox first. With SMTP it is sent at once and, when that fails, again later;
 * without SMTP the outbox is where mail is read (`npm run outbox`), and nothing there is sent later.
 */
export function createMailer(db: Kysely<Database>, { smtpUrl, clock, onDeliveryError }: MailerOptions): Mailer {
  const smtp = smtpUrl ? smtpSender(smtpUrl) : null;
  const delivery = createOutboxDelivery<Pick<OutboxRow, 'id' | 'toAddress' | 'raw' | 'attempts'>>(db, {
    table: 'outbox',
    clock,
    deliver: smtp && ((row) => smtp.sendRaw(MAIL_FROM.address, row.toAddress, row.raw)),
    find: async (id) => findMessage(db, id),
    describe,
    onDeliveryError,
    close: () => smtp?.close(),
  });

  return {
    send: (message: MailMessage) => delivery.send(async (now, nextAttemptAt) => {
      const raw = await composeMime(message);
      const id = await queueMessage(db, { toAddress: message.to, subject: message.subject, raw, clientId: message.clientId ?? null }, now, nextAttemptAt);
      return { id, toAddress: message.to, raw, attempts: 0 };
    }),
    deliverPending: () => delivery.deliverPending(),
    close: () => delivery.close(),
  };
}
