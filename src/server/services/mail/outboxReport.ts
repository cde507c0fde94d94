import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { findMessage, latestMessages } from './outboxStore';

/** One line per message, newest first: what `npm run outbox` prints. */
export async function outboxListing(db: Kysely<Database>, limit: number): Promise<string> {
  const rows = await latestMessages(db, limit);
  if (rows.length === 0) return 'The outbox is empty.';
  return rows.map((row) => {
    const when = row.status === 'sent' ? `sent ${row.sentAt}` : `created ${row.createdAt}`;
    const retry = row.status === 'queued' && row.nextAttemptAt ? `, next attempt ${row.nextAttemptAt}` : '';
    const tries = row.attempts > 0 ? `, ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}` : '';
    const error = row.lastError && row.status !== 'sent' ? `\n      last error: ${row.lastError}` : '';
    return `#${row.id} [${row.status}] to ${row.toAddress}: ${row.subject} (${when}${tries}${retry})${error}`;
  }).join('\n');
}

/** The whole stored message (headers, text, attachments as MIME), or null when there is no such message. */
export async function outboxMessage(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await findMessage(db, id);
  return row ? row.raw : null;
}
