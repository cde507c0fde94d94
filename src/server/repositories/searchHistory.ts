import type { Kysely, Transaction } from 'kysely';
import type { SearchCriteria, StoredSearch } from '../../shared/loads';
import { normalizeSearchCriteria, searchCriteriaKey } from '../../shared/searchCriteria';
import type { Database } from '../db/tables';

export type SearchKind = 'saved' | 'recent';

/** A carrier keeps its newest ten recent searches; older ones fall off as new ones arrive. */
export const RECENT_SEARCHES_KEPT = 10;

interface Row {
  id: number;
  criteria: string;
}

/** Rows are read through the same normalization as writes, so older or seeded rows answer the same shape. */
function toStoredSearch(row: Row): StoredSearch {
  let criteria: unknown = {};
  try {
    criteria = JSON.parse(row.criteria);
  } catch {
    // A damaged row still lists (as an empty search) and can be removed.
  }
  return { id: row.id, carrierSearchDto: normalizeSearchCriteria(criteria) };
}

/** Newest first. */
export async function listSearches(db: Kysely<Database>, userId: number, kind: SearchKind): Promise<StoredSearch[]> {
  const rows = await db
    .selectFrom('searchHistory')
    .select(['id', 'criteria'])
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .$if(kind === 'recent', (query) => query.limit(RECENT_SEARCHES_KEPT))
    .execute();
  return rows.map(toStoredSearch);
}

/**
 * Runs `work` with the user's history to itself: the no-op update locks the user's row on PostgreSQL (SQLite
 * has one writer anyway), so two tabs saving the same search at once cannot both insert it.
 * Null when the user no longer exists.
 */
async function withUserHistory<T>(db: Kysely<Database>, userId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T | null> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('users')
      .set((eb) => ({ userName: eb.ref('userName') }))
      .where('id', '=', userId)
      .executeTakeFirst();
    return locked.numUpdatedRows > 0n ? work(trx) : null;
  });
}

async function findByKey(trx: Transaction<Database>, userId: number, kind: SearchKind, key: string): Promise<Row | undefined> {
  return trx
    .selectFrom('searchHistory')
    .select(['id', 'criteria'])
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where('criteriaKey', '=', key)
    .orderBy('id')
    .executeTakeFirst();
}

/** Now, or just after the user's newest row of that kind: a search made within one millisecond still goes on top. */
async function nextTimestamp(trx: Transaction<Database>, userId: number, kind: SearchKind, now: Date): Promise<string> {
  const newest = await trx
    .selectFrom('searchHistory')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  const after = newest ? Date.parse(newest.createdAt) + 1 : 0;
  return new Date(Math.max(now.getTime(), Number.isFinite(after) ? after : 0)).toISOString();
}

async function insertSearch(trx: Transaction<Database>, userId: number, kind: SearchKind, criteria: SearchCriteria, now: Date): Promise<Row> {
  const row = {
    userId,
    kind,
    criteria: JSON.stringify(criteria),
    criteriaKey: searchCriteriaKey(criteria),
    createdAt: await nextTimestamp(trx, userId, kind, now),
  };
  const { id } = await trx.insertInto('searchHistory').values(row).returning('id').executeTakeFirstOrThrow();
  return { id, criteria: row.criteria };
}

/**
 * What the caller does, in the same transaction, when the user's saved searches changed (a live event), so the
 * change and the telling of it commit together.
 */
export type SavedSearchesChanged = (trx: Transaction<Database>) => Promise<unknown>;

/** Saving a search that is already saved answers the saved one. */
export async function saveSearch(
  db: Kysely<Database>, userId: number, input: unknown, now: Date, savedChanged: SavedSearchesChanged,
): Promise<StoredSearch | null> {
  const criteria = normalizeSearchCriteria(input);
  return withUserHistory(db, userId, async (trx) => {
    const existing = await findByKey(trx, userId, 'saved', searchCriteriaKey(criteria));
    if (existing) return toStoredSearch(existing);
    const inserted = await insertSearch(trx, userId, 'saved', criteria, now);
    await savedChanged(trx);
    return toStoredSearch(inserted);
  });
}

/** A repeated search moves to the top (same id); beyond the newest ten the oldest go. */
export async function recordRecentSearch(db: Kysely<Database>, userId: number, input: unknown, now: Date): Promise<StoredSearch | null> {
  const criteria = normalizeSearchCriteria(input);
  return withUserHistory(db, userId, async (trx) => {
    const existing = await findByKey(trx, userId, 'recent', searchCriteriaKey(criteria));
    let row: Row;
    if (existing) {
      await trx.updateTable('searchHistory').set({ createdAt: await nextTimestamp(trx, userId, 'recent', now) }).where('id', '=', existing.id).execute();
      row = existing;
    } else {
      row = await insertSearch(trx, userId, 'recent', criteria, now);
    }
    const kept = trx
      .selectFrom('searchHistory')
      .select('id')
      .where('userId', '=', userId)
      .where('kind', '=', 'recent')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_SEARCHES_KEPT);
    await trx.deleteFrom('searchHistory').where('userId', '=', userId).where('kind', '=', 'recent').where('id', 'not in', kept).execute();
    return toStoredSearch(row);
  });
}

/** True when the user had that search; another user's is as good as missing. */
export async function removeSearch(db: Kysely<Database>, userId: number, id: number, savedChanged: SavedSearchesChanged): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('searchHistory').where('id', '=', id).where('userId', '=', userId).returning('kind').executeTakeFirst();
    if (removed?.kind === 'saved') await savedChanged(trx);
    return removed !== undefined;
  });
}
