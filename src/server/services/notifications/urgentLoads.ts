import type { FastifyInstance } from 'fastify';
import { isAvailableLoad } from '../../repositories/loads';
import { findRecipients } from '../../repositories/notificationSettings';
import { depsOf, type NotificationDeps } from './deps';
import { deliverNoticeOnce, type Delivered } from './deliver';
import { addDelivered } from './delivered';
import { findLoadLines } from './loadLines';
import { loadLink } from './links';
import { lastPickupDayClosingSoon } from './pickupDeadline';
import { matchSavedSearch } from './savedSearchMatch';

/** A load is new to urgent notices for this long after it is posted. */
export const URGENT_POSTED_WITHIN_MS = 24 * 60 * 60_000;

/** Available loads posted within the last 24 hours whose pick-up window closes within the next 24. */
async function urgentLoadIds(deps: NotificationDeps, now: Date): Promise<number[]> {
  const lastDay = lastPickupDayClosingSoon(now);
  const rows = await deps.db.selectFrom('loads')
    .select(['id', 'carrierClientId', 'orderStatus', 'visibleToCarriers', 'latestPickup'])
    .where('visibleToCarriersFrom', '>', new Date(now.getTime() - URGENT_POSTED_WITHIN_MS).toISOString())
    .where('visibleToCarriersFrom', '<=', now.toISOString())
    .where('latestPickup', '=', lastDay).where('carrierClientId', 'is', null).where('visibleToCarriers', '=', 1)
    .orderBy('id').execute();
  return rows.filter((row) => isAvailableLoad(row, lastDay)).map((row) => row.id);
}

/** For each user with urgentLoads on, the urgent loads one of their saved searches finds. */
async function matchesByUser(deps: NotificationDeps, loadIds: number[]): Promise<Map<number, Set<number>>> {
  const searches = await deps.db.selectFrom('searchHistory').select(['userId', 'criteria'])
    .where('kind', '=', 'saved').orderBy('id').execute();
  const listening = new Set((await findRecipients(deps.db, 'urgentLoads', { userIds: [...new Set(searches.map((search) => search.userId))] }))
    .map((recipient) => recipient.userId));
  const matches = new Map<number, Set<number>>();
  for (const search of searches.filter((candidate) => listening.has(candidate.userId))) {
    const { ids } = await matchSavedSearch(deps.loadSearch!, search.criteria, loadIds, loadIds.length);
    const ofUser = matches.get(search.userId) ?? new Set<number>();
    for (const id of ids) ofUser.add(id);
    matches.set(search.userId, ofUser);
  }
  return matches;
}

/**
 * The urgentLoads job: a load newly posted (within 24 hours) that must be picked up within 24 hours is told,
 * once, to each user one of whose saved searches finds it. Answers what it sent.
 */
export async function sendUrgentLoadNotices(source: FastifyInstance | NotificationDeps): Promise<Delivered> {
  const deps = depsOf(source);
  if (!deps.loadSearch) throw new Error('urgent load notices need the load search');
  const loadIds = await urgentLoadIds(deps, deps.clock.now());
  let total: Delivered = { mails: 0, texts: 0 };
  if (loadIds.length === 0) return total;
  const lines = new Map((await findLoadLines(deps, loadIds)).map((line) => [line.id, line]));
  for (const [userId, ids] of await matchesByUser(deps, loadIds)) {
    for (const id of ids) {
      const line = lines.get(id);
      if (!line) continue;
      total = addDelivered(total, await deliverNoticeOnce(deps, 'urgentLoads', id, { userIds: [userId] }, {
        subject: `Urgent load ${id}: pick-up closes within 24 hours`,
        text: `A new load that matches one of your saved searches must be picked up within 24 hours `
          + `(latest pick-up ${line.latestPickup}).\n\n${line.text}`,
        sms: `Haulboard: urgent load ${id} (${line.route}) for your saved search; pick-up closes within 24 hours. ${loadLink(deps.origin, id)}`,
      }));
    }
  }
  return total;
}
