import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The outbox each kind of carrier-triggered message is written to. */
const outboxOf = { mail: 'outbox', text: 'smsOutbox' } as const;

/**
 * When the carrier's requests wrote their newest `limit` messages of a kind since `since`, newest first: the
 * count is how many, and the last is the one whose leaving the window makes room again.
 */
export async function sendTimesSince(
  db: Kysely<Database>, kind: keyof typeof outboxOf, clientId: number, since: Date, limit: number,
): Promise<string[]> {
  if (limit === 0) return [];
  const rows = await db.selectFrom(outboxOf[kind]).select('createdAt')
    .where('clientId', '=', clientId).where('createdAt', '>', since.toISOString())
    .orderBy('createdAt', 'desc').limit(limit)
    .execute();
  return rows.map((row) => row.createdAt);
}
