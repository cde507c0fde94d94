import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { composeMime, MAIL_FROM } from './compose';
import { claimDue, dueMessageIds, findMessage, markAttemptFailed, markSent, queueMessage, type OutboxRow } from './outboxStore';
import { smtpSender, type SmtpSender } from './smtp';
import type { Mailer, MailMessage, OutboxStatus } from './types';

/** After this many failed attempts a message is marked 'failed' and kept for the operator. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** How long one process holds a message it is sending before others may try it. */
const DELIVERY_LEASE_MS = 5 * 60_000;
const DUE_BATCH = 100;

/** 1, 2, 4 … minutes after each failure, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000);
}

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
  const smtp: SmtpSender | null = smtpUrl ? smtpSender(smtpUrl) : null;
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    return work.finally(() => inFlight.delete(work));
  };

  /** One delivery of a message as stored; `attempts` counts the failed ones before it. */
  async function attempt(sender: SmtpSender, { id, toAddress, raw, attempts }: Pick<OutboxRow, 'id' | 'toAddress' | 'raw' | 'attempts'>): Promise<OutboxStatus> {
    try {
      await sender.sendRaw(MAIL_FROM.address, toAddress, raw);
      await markSent(db, id, clock.now());
      return 'sent';
    } catch (error) {
      onDeliveryError?.(id, error);
      const failedAttempts = attempts + 1;
      const retryAt = failedAttempts >= MAX_DELIVERY_ATTEMPTS ? null : new Date(clock.now().getTime() + retryDelayMs(failedAttempts));
      await markAttemptFailed(db, id, describe(error), retryAt);
      return retryAt ? 'queued' : 'failed';
    }
  }

  return {
    send: (message: MailMessage) => track((async () => {
      const now = clock.now();
      const raw = await composeMime(message);
      // Sending now holds the message briefly; a mailer already closing leaves it due for the next run.
      const nextAttemptAt = smtp ? new Date(now.getTime() + (closed ? 0 : DELIVERY_LEASE_MS)) : null;
      const outboxId = await queueMessage(db, { toAddress: message.to, subject: message.subject, raw, clientId: message.clientId ?? null }, now, nextAttemptAt);
      if (!smtp || closed) return { outboxId, status: 'queued' as const };
      return { outboxId, status: await attempt(smtp, { id: outboxId, toAddress: message.to, raw, attempts: 0 }) };
    })()),

    deliverPending: () => track((async () => {
      if (!smtp || closed) return 0;
      let delivered = 0;
      for (const id of await dueMessageIds(db, clock.now(), DUE_BATCH)) {
        const now = clock.now();
        if (closed || !(await claimDue(db, id, now, new Date(now.getTime() + DELIVERY_LEASE_MS)))) continue;
        const row = await findMessage(db, id);
        if (row && (await attempt(smtp, row)) === 'sent') delivered += 1;
      }
      return delivered;
    })()),

    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
      smtp?.close();
    },
  };
}
