import type { Kysely } from 'kysely';
import type { Database, SentNoticeKind } from '../db/tables';

export interface NoticeKey {
  kind: SentNoticeKind;
  /** The load's id, or the invoice's. */
  subjectId: number;
  userId: number;
}

/**
 * Takes the right to send this notice to this user, once: the insert that finds the key free wins, so of two
 * runs or two processes asking at once exactly one sends it, and no later run sends it again.
 */
export async function claimNotice(db: Kysely<Database>, key: NoticeKey, sentAt: Date): Promise<boolean> {
  const inserted = await db.insertInto('noticesSent').values({ ...key, sentAt: sentAt.toISOString() })
    .onConflict((conflict) => conflict.columns(['kind', 'subjectId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}
