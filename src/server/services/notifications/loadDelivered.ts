import type { FastifyInstance } from 'fastify';
import { depsOf, type NotificationDeps } from './deps';
import { deliverNotice, type Delivered } from './deliver';
import { loadLink } from './links';

/**
 * Tells the carrier of a delivered load (its users with loadsDelivered on, by mail and by text). The load
 * lifecycle calls it once the delivery is stored; a load without a carrier tells no one.
 */
export async function notifyLoadDelivered(source: FastifyInstance | NotificationDeps, loadId: number): Promise<Delivered> {
  const deps = depsOf(source);
  const load = await deps.db.selectFrom('loads')
    .select(['id', 'carrierClientId', 'originCity', 'originState', 'destinationCity', 'destinationState'])
    .where('id', '=', loadId).executeTakeFirst();
  if (!load || load.carrierClientId === null) return { mails: 0, texts: 0 };
  const route = `${load.originCity}, ${load.originState} to ${load.destinationCity}, ${load.destinationState}`;
  return deliverNotice(deps, 'loadsDelivered', { clientId: load.carrierClientId }, {
    subject: `Load ${load.id} was delivered`,
    text: `Load ${load.id} (${route}) was delivered.\n\nSee it under Completed Loads: ${loadLink(deps.origin, load.id)}`,
    sms: `Haulboard: load ${load.id} (${route}) was delivered.`,
  });
}
