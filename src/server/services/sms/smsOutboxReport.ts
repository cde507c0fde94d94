import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { latestTextMessages } from '../../repositories/smsOutbox';

/** One line per text, newest first, with its whole body: what `npm run outbox -- --sms` prints. */
export async function smsOutboxListing(db: Kysely<Database>, limit: number): Promise<string> {
  const rows = await latestTextMessages(db, limit);
  if (rows.length === 0) return 'The text outbox is empty.';
  return rows.map((row) => {
    const when = row.status === 'sent' ? `sent ${row.sentAt}` : `created ${row.createdAt}`;
    const retry = row.status === 'queued' && row.nextAttemptAt ? `, next attempt ${row.nextAttemptAt}` : '';
    const tries = row.attempts > 0 ? `, ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}` : '';
    const error = row.lastError && row.status !== 'sent' ? `\n      last error: ${row.lastError}` : '';
    return `#${row.id} [${row.status}] to ${row.toNumber} (${when}${tries}${retry}): ${row.body}${error}`;
  }).join('\n');
}
