import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { OutboxTableName } from '../outbox/deliveryStore';

/** How many messages of a queue wait to be delivered, and for how long the oldest has waited. */
export async function outboxQueue(db: Kysely<Database>, table: OutboxTableName, now: Date): Promise<{ waiting: number; oldestSeconds: number }> {
  const row = await db.selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('createdAt').as('oldest')])
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? Date.parse(String(row.oldest)) : null;
  return { waiting: Number(row.waiting), oldestSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) };
}
