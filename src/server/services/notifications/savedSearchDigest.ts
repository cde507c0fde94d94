import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { findRecipients } from '../../repositories/notificationSettings';
import { maxOrderIds } from '../loadSearch/criteria';
import { depsOf, type NotificationDeps } from './deps';
import { deliverNotice } from './deliver';
import { describeLoads } from './loadLines';
import { loadLink } from './links';
import { matchSavedSearch } from './savedSearchMatch';

/** At most one digest per saved search in any 24 hours, whatever the time zone or the hour it runs at. */
export const DIGEST_MIN_GAP_MS = 24 * 60 * 60 * 1000;

/** A digest names the newest few loads; the search itself shows the rest. */
export const DIGEST_LOADS_LISTED = 10;

interface SavedSearchRow {
  id: number;
  userId: number;
  criteria: string;
  createdAt: string;
  sentAt: string | null;
}

/** Loads on the board posted after `since` and by `now`, newest first. */
async function postedBetween(db: Kysely<Database>, since: string, now: string): Promise<number[]> {
  const rows = await db.selectFrom('loads').select('id')
    .where('visibleToCarriersFrom', '>', since).where('visibleToCarriersFrom', '<=', now)
    .where('orderStatus', '=', 'Available').where('carrierClientId', 'is', null).where('visibleToCarriers', '=', 1)
    .orderBy('visibleToCarriersFrom', 'desc').limit(maxOrderIds).execute();
  return rows.map((row) => row.id);
}

/**
 * Records the digest as sent at `now` only if no other process sent one since `previous` was read: the one
 * conditional statement decides, so two processes running the job together send it once.
 */
async function claimDigest(db: Kysely<Database>, searchId: number, previous: string | null, now: string): Promise<boolean> {
  if (previous === null) {
    const inserted = await db.insertInto('savedSearchDigests').values({ searchId, sentAt: now })
      .onConflict((conflict) => conflict.column('searchId').doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
  const updated = await db.updateTable('savedSearchDigests').set({ sentAt: now })
    .where('searchId', '=', searchId).where('sentAt', '=', previous).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

async function digestOne(deps: NotificationDeps, search: SavedSearchRow, now: Date): Promise<boolean> {
  if (search.sentAt && now.getTime() - Date.parse(search.sentAt) < DIGEST_MIN_GAP_MS) return false;
  if ((await findRecipients(deps.db, 'newLoadsOfSavedSearches', { userIds: [search.userId] })).length === 0) return false;
  const nowText = now.toISOString();
  const posted = await postedBetween(deps.db, search.sentAt ?? search.createdAt, nowText);
  if (posted.length === 0) return false;
  const { ids, total } = await matchSavedSearch(deps.loadSearch!, search.criteria, posted, DIGEST_LOADS_LISTED);
  if (total === 0 || !(await claimDigest(deps.db, search.id, search.sentAt, nowText))) return false;
  const lines = await describeLoads(deps, ids);
  const count = `${total} new load${total === 1 ? '' : 's'}`;
  const more = total > ids.length ? `\n\nAnd ${total - ids.length} more: open your saved search in Find Loads.` : '';
  await deliverNotice(deps, 'newLoadsOfSavedSearches', { userIds: [search.userId] }, {
    subject: `${count} for your saved search`,
    text: `${count} match one of your saved searches:\n\n${lines.join('\n')}${more}`,
    sms: `Haulboard: ${count} for your saved search. ${loadLink(deps.origin, ids[0])}`,
  });
  return true;
}

/**
 * The newLoadsOfSavedSearches job: for each saved search, the available loads posted since its last digest (or
 * since it was saved) that match it, mailed and texted to its owner. Answers how many digests went out.
 */
export async function sendSavedSearchDigests(source: FastifyInstance | NotificationDeps): Promise<number> {
  const deps = depsOf(source);
  if (!deps.loadSearch) throw new Error('saved search digests need the load search');
  const now = deps.clock.now();
  const searches = await deps.db.selectFrom('searchHistory')
    .leftJoin('savedSearchDigests', 'savedSearchDigests.searchId', 'searchHistory.id')
    .select(['searchHistory.id', 'searchHistory.userId', 'searchHistory.criteria', 'searchHistory.createdAt', 'savedSearchDigests.sentAt'])
    .where('searchHistory.kind', '=', 'saved').orderBy('searchHistory.id').execute();
  let sent = 0;
  for (const search of searches) {
    if (await digestOne(deps, search, now)) sent += 1;
  }
  return sent;
}
