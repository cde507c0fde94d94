import type { FastifyInstance } from 'fastify';
import { PICK_UP_UNDO_MINUTES } from '../../../shared/driverLink';
import type { Driver } from '../../db/tables';
import { findDriverLoad, findDriverLoadRecord } from '../../repositories/driverLoads';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { recordLoadEvent } from '../../repositories/loadEvents';
import { carrierLoadChanged } from '../liveEvents/events';
import { loadNotYoursMessage, type ProgressOutcome } from './progress';

/*
 * A mistaken 'Picked Up' (issue 22) is taken back within PICK_UP_UNDO_MINUTES of the tap, counted from when the
 * mark was made (its load event), not from the pick-up time the driver gave, which may be earlier. Delivered is
 * not undone here: it has already made the invoice and told the carrier.
 */
const undoWindowMs = PICK_UP_UNDO_MINUTES * 60_000;

const notOnTheRoadMessage = (id: number) => `Load ${id} is not marked picked up.`;
const undoExpiredMessage = `A pick-up can be undone only within ${PICK_UP_UNDO_MINUTES} minutes. Ask your carrier to change it.`;

async function markedAt(app: FastifyInstance, loadId: number): Promise<string | null> {
  const event = await app.db.selectFrom('loadEvents').select('createdAt')
    .where('loadId', '=', loadId).where('kind', '=', 'pickedUp').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return event?.createdAt ?? null;
}

export async function undoPickedUp(app: FastifyInstance, driver: Driver, loadId: number): Promise<ProgressOutcome> {
  const load = await findDriverLoad(app.db, driver, loadId);
  if (!load) return { statusCode: 404, message: loadNotYoursMessage };
  if (load.orderStatus !== 'InRoute') return { statusCode: 409, message: notOnTheRoadMessage(loadId) };
  const now = app.clock.now();
  const marked = await markedAt(app, loadId);
  if (!marked || now.getTime() - Date.parse(marked) > undoWindowMs) return { statusCode: 409, message: undoExpiredMessage, code: 'undo_expired' };
  const undone = await app.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('loads').set({ orderStatus: 'PendingPickup', actualPickup: null, updatedAt: now.toISOString() })
      .where('id', '=', loadId).where('driverId', '=', driver.id).where('orderStatus', '=', 'InRoute').executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await recordLoadEvent(trx, { loadId, clientId: driver.clientId, userId: null, kind: 'pickUpUndone', details: { driverId: driver.id } }, now.toISOString());
    await appendLiveEvents(trx, [carrierLoadChanged(driver.clientId, loadId, now.toISOString(), 'pickUpUndone')], now.toISOString());
    return true;
  });
  if (!undone) return { statusCode: 409, message: notOnTheRoadMessage(loadId) };
  app.appContext.liveEventWrites.written();
  await app.loadSearch.onLoadsChanged([loadId]);
  return { load: (await findDriverLoadRecord(app.db, driver, loadId))! };
}
