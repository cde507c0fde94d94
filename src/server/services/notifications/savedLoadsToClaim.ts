import type { FastifyInstance } from 'fastify';
import { isAvailableLoad } from '../../repositories/loads';
import { depsOf, type NotificationDeps } from './deps';
import { deliverNoticeOnce, type Delivered } from './deliver';
import { addDelivered } from './delivered';
import { findLoadLines } from './loadLines';
import { loadLink, savedLoadsLink } from './links';
import { lastPickupDayClosingSoon } from './pickupDeadline';

/**
 * The claimSavedLoads job: each user who saved a load that is still available and whose pick-up window closes
 * within 24 hours is reminded once, by mail and text as their settings say. Answers what it sent.
 */
export async function sendSavedLoadReminders(source: FastifyInstance | NotificationDeps): Promise<Delivered> {
  const deps = depsOf(source);
  const lastDay = lastPickupDayClosingSoon(deps.clock.now());
  const saved = (await deps.db.selectFrom('favorites').innerJoin('loads', 'loads.id', 'favorites.loadId')
    .select(['favorites.userId', 'loads.id', 'loads.carrierClientId', 'loads.orderStatus', 'loads.visibleToCarriers', 'loads.latestPickup'])
    .where('loads.latestPickup', '=', lastDay).where('loads.carrierClientId', 'is', null).where('loads.visibleToCarriers', '=', 1)
    .orderBy('loads.id').orderBy('favorites.userId').execute())
    .filter((row) => isAvailableLoad(row, lastDay));
  const lines = new Map((await findLoadLines(deps, [...new Set(saved.map((row) => row.id))])).map((line) => [line.id, line]));
  let total: Delivered = { mails: 0, texts: 0 };
  for (const { userId, id } of saved) {
    const line = lines.get(id);
    if (!line) continue;
    total = addDelivered(total, await deliverNoticeOnce(deps, 'claimSavedLoads', id, { userIds: [userId] }, {
      subject: `Saved load ${id} is still available: its pick-up window closes soon`,
      text: `A load you saved is still waiting to be claimed, and its pick-up window closes within 24 hours `
        + `(latest pick-up ${line.latestPickup}).\n\n${line.text}\n\nYour saved loads: ${savedLoadsLink(deps.origin)}`,
      sms: `Haulboard: saved load ${id} (${line.route}) is still available; pick-up closes within 24 hours. ${loadLink(deps.origin, id)}`,
    }));
  }
  return total;
}
