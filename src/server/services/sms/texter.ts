import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { findTextMessage, queueTextMessage, type SmsOutboxRow, type TextMessage } from '../../repositories/smsOutbox';
import { createOutboxDelivery, type OutboxStatus } from '../outbox/delivery';
import { parseSmsUrl, sendThroughTwilio } from './twilio';

export interface Texter {
  /** Stores the text in sms_outbox first, so it is never lost, then sends it when SMS_URL is set. */
  send(message: TextMessage): Promise<{ outboxId: number; status: OutboxStatus }>;
  /** Tries every text that is due again; answers how many were sent. */
  deliverPending(): Promise<number>;
  close(): Promise<void>;
}

export interface TexterOptions {
  smsUrl: string | null;
  clock: Clock;
  onDeliveryError?: (outboxId: number, error: unknown) => void;
}

/** fetch's own error says only 'fetch failed'; the network's reason (ECONNREFUSED, a timeout) is in its cause. */
function describe(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: string; cause?: { code?: string; message?: string } };
  if (!message) return String(error);
  return [message, cause?.code ?? cause?.message].filter(Boolean).join(': ');
}

/** Texts as mail: sent at once through the provider of SMS_URL and retried as mail is; without it kept in sms_outbox. */
export function createTexter(db: Kysely<Database>, { smsUrl, clock, onDeliveryError }: TexterOptions): Texter {
  const provider = smsUrl ? parseSmsUrl(smsUrl) : null;
  const delivery = createOutboxDelivery<SmsOutboxRow>(db, {
    table: 'smsOutbox',
    clock,
    deliver: provider && ((row) => sendThroughTwilio(provider, row.toNumber, row.body)),
    find: (id) => findTextMessage(db, id),
    describe,
    onDeliveryError,
  });
  return {
    send: (message) => delivery.send((now, nextAttemptAt) => queueTextMessage(db, message, now, nextAttemptAt)),
    deliverPending: () => delivery.deliverPending(),
    close: () => delivery.close(),
  };
}
