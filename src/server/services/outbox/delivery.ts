import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { claimDue, dueMessageIds, markAttemptFailed, markSent, type OutboxTableName } from './deliveryStore';

/** After this many failed attempts a message is marked 'failed' and kept for the operator. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** How long one process holds a message it is sending before others may try it. */
const DELIVERY_LEASE_MS = 5 * 60_000;
const DUE_BATCH = 100;

/** 1, 2, 4 … minutes after each failure, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000);
}

/** 'queued' waits in the outbox (no provider configured, or a retry is due); 'failed' gave up after every retry. */
export type OutboxStatus = 'queued' | 'sent' | 'failed';

/** A stored message as its sender needs it; `attempts` counts the failed deliveries before this one. */
export interface StoredMessage {
  id: number;
  attempts: number;
}

export interface DeliveryOptions<Row extends StoredMessage> {
  table: OutboxTableName;
  clock: Clock;
  /** Delivers one stored message; null when no provider is configured and the outbox is where messages are read. */
  deliver: ((row: Row) => Promise<void>) | null;
  find: (id: number) => Promise<Row | undefined>;
  /** The provider's error in one line, as the outbox keeps it. */
  describe: (error: unknown) => string;
  onDeliveryError?: (outboxId: number, error: unknown) => void;
  close?: () => void;
}

export interface OutboxDelivery<Row extends StoredMessage> {
  /** Stores a message through `store` first, so it is never lost, then delivers it when a provider is configured. */
  send(store: (now: Date, nextAttemptAt: Date | null) => Promise<Row>): Promise<{ outboxId: number; status: OutboxStatus }>;
  /** Tries every message that is due again; answers how many were delivered. */
  deliverPending(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The outbox's delivery rules, the same for mail and texts: sent at once when a provider is configured, retried
 * with backoff when that fails, given up as 'failed' after MAX_DELIVERY_ATTEMPTS; never sent without a provider.
 */
export function createOutboxDelivery<Row extends StoredMessage>(db: Kysely<Database>, options: DeliveryOptions<Row>): OutboxDelivery<Row> {
  const { table, clock, deliver, find, describe, onDeliveryError } = options;
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    return work.finally(() => inFlight.delete(work));
  };

  async function attempt(send: (row: Row) => Promise<void>, row: Row): Promise<OutboxStatus> {
    try {
      await send(row);
      await markSent(db, table, row.id, clock.now());
      return 'sent';
    } catch (error) {
      onDeliveryError?.(row.id, error);
      const failedAttempts = row.attempts + 1;
      const retryAt = failedAttempts >= MAX_DELIVERY_ATTEMPTS ? null : new Date(clock.now().getTime() + retryDelayMs(failedAttempts));
      await markAttemptFailed(db, table, row.id, describe(error), retryAt);
      return retryAt ? 'queued' : 'failed';
    }
  }

  return {
    send: (store) => track((async () => {
      const now = clock.now();
      // Sending now holds the message briefly; a delivery already closing leaves it due for the next run.
      const nextAttemptAt = deliver ? new Date(now.getTime() + (closed ? 0 : DELIVERY_LEASE_MS)) : null;
      const row = await store(now, nextAttemptAt);
      if (!deliver || closed) return { outboxId: row.id, status: 'queued' as const };
      return { outboxId: row.id, status: await attempt(deliver, row) };
    })()),

    deliverPending: () => track((async () => {
      if (!deliver || closed) return 0;
      let delivered = 0;
      for (const id of await dueMessageIds(db, table, clock.now(), DUE_BATCH)) {
        const now = clock.now();
        if (closed || !(await claimDue(db, table, id, now, new Date(now.getTime() + DELIVERY_LEASE_MS)))) continue;
        const row = await find(id);
        if (row && (await attempt(deliver, row)) === 'sent') delivered += 1;
      }
      return delivered;
    })()),

    async close() {
      closed = true;
      await Promise.allSettled([...inFlight]);
      options.close?.();
    },
  };
}
