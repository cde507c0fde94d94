import type { FastifyInstance } from 'fastify';
import { RECEIVED_BY_MAX_LENGTH, type DriverLoadRecord } from '../../../shared/driverLink';
import type { ErrorCode } from '../../../shared/errorCodes';
import type { FieldError } from '../../../shared/wire';
import type { Driver } from '../../db/tables';
import { findDriverLoad, findDriverLoadRecord } from '../../repositories/driverLoads';
import { findCurrentInspection } from '../../repositories/inspections';
import { signedContent } from '../../repositories/inspectionRecords';
import { recordLoadEvent } from '../../repositories/loadEvents';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { carrierLoadChanged, invoiceChanged } from '../liveEvents/events';
import { notifyLoadDelivered } from '../notifications/loadDelivered';
import { insertDeliveryInvoice } from './deliveryInvoice';

/*
 * The driver's two steps (issue 13): PendingPickup → InRoute on 'Picked Up', InRoute → Delivered on 'Delivered'
 * (and back to PendingPickup on a prompt undo: undoPickUp.ts).
 * Each is one conditional update on the load's status, so a double tap or two phones cannot move a load twice
 * nor make two invoices.
 */

export type ProgressOutcome =
  | { load: DriverLoadRecord }
  | { statusCode: 400; message: string; errors: FieldError[] }
  | { statusCode: 404 | 409; message: string; code?: ErrorCode };

export const loadNotYoursMessage = 'This load is not one of your loads.';
export const notPickedUpMessage = 'Mark the load Picked Up before marking it Delivered.';
export const inspectBeforePickedUpMessage = 'Inspect the vehicles and sign before marking the load Picked Up.';
export const inspectBeforeDeliveredMessage = 'Inspect the vehicles and sign before marking the load Delivered.';
const inspectionRequired = (message: string) => ({ statusCode: 409 as const, message, code: 'inspection_required' as const });
const alreadyMessage = (id: number, what: string) => ({ statusCode: 409 as const, message: `Load ${id} is already ${what}.` });

/**
 * A phone's clock may run a little ahead of the server's; a time signed offline cannot be re-signed when it is sent, so
 * a time at most this far ahead is taken as now rather than refused.
 */
const PHONE_CLOCK_AHEAD_MS = 2 * 60_000;

/** The time a driver gives, or now: never in the future, never before `notBefore`. */
export function actualTime(given: string | undefined, now: Date, field: string, notBefore: string | null): string | FieldError {
  if (given === undefined || given.trim() === '') return now.toISOString();
  const time = Date.parse(given);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(given) || Number.isNaN(time)) return { field, message: 'Give the time as an ISO-8601 date and time.' };
  if (time > now.getTime() + PHONE_CLOCK_AHEAD_MS) return { field, message: 'The time cannot be in the future.' };
  const iso = new Date(Math.min(time, now.getTime())).toISOString();
  if (notBefore && iso < notBefore) return { field, message: 'The delivery cannot be before the pick-up.' };
  return iso;
}

/** Who received the load as the delivery inspection names them: the receiver, or why no one could sign. */
function receiverNamedBy(customer: { name: string; notAvailableReason: string | null }): string {
  const named = customer.notAvailableReason ? `Customer not available: ${customer.notAvailableReason}` : customer.name;
  return named.slice(0, RECEIVED_BY_MAX_LENGTH).trim();
}

export async function markPickedUp(app: FastifyInstance, driver: Driver, loadId: number, pickedUpAt?: string): Promise<ProgressOutcome> {
  const load = await findDriverLoad(app.db, driver, loadId);
  if (!load) return { statusCode: 404, message: loadNotYoursMessage };
  if (load.orderStatus === 'InRoute') return alreadyMessage(loadId, 'picked up');
  if (load.orderStatus === 'Delivered') return alreadyMessage(loadId, 'delivered');
  if (!(await findCurrentInspection(app.db, loadId, 'pickup'))) return inspectionRequired(inspectBeforePickedUpMessage);
  const now = app.clock.now();
  const actualPickup = actualTime(pickedUpAt, now, 'pickedUpAt', null);
  if (typeof actualPickup !== 'string') return { statusCode: 400, message: 'Validation failed', errors: [actualPickup] };
  const moved = await app.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('loads').set({ orderStatus: 'InRoute', actualPickup, updatedAt: now.toISOString() })
      .where('id', '=', loadId).where('driverId', '=', driver.id).where('orderStatus', '=', 'PendingPickup').executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await recordLoadEvent(trx, { loadId, clientId: driver.clientId, userId: null, kind: 'pickedUp', details: { driverId: driver.id, actualPickup } }, now.toISOString());
    await appendLiveEvents(trx, [carrierLoadChanged(driver.clientId, loadId, now.toISOString(), 'pickedUp')], now.toISOString());
    return true;
  });
  if (!moved) return alreadyMessage(loadId, 'picked up');
  app.appContext.liveEventWrites.written();
  await app.loadSearch.onLoadsChanged([loadId]);
  return { load: (await findDriverLoadRecord(app.db, driver, loadId))! };
}

export async function markDelivered(
  app: FastifyInstance, driver: Driver, loadId: number, receivedBy: string | undefined, deliveredAt?: string,
): Promise<ProgressOutcome> {
  const load = await findDriverLoad(app.db, driver, loadId);
  if (!load) return { statusCode: 404, message: loadNotYoursMessage };
  if (load.orderStatus === 'PendingPickup') return { statusCode: 409, message: notPickedUpMessage };
  if (load.orderStatus === 'Delivered') return alreadyMessage(loadId, 'delivered');
  const inspection = await findCurrentInspection(app.db, loadId, 'delivery');
  if (!inspection) return inspectionRequired(inspectBeforeDeliveredMessage);
  const now = app.clock.now();
  const errors: FieldError[] = [];
  const receiver = (receivedBy ?? '').trim() || receiverNamedBy(signedContent(inspection).customer);
  if (!receiver) errors.push({ field: 'receivedBy', message: 'Received by is required.' });
  else if (receiver.length > RECEIVED_BY_MAX_LENGTH) errors.push({ field: 'receivedBy', message: `Received by can be at most ${RECEIVED_BY_MAX_LENGTH} characters.` });
  const actualDelivery = actualTime(deliveredAt, now, 'deliveredAt', load.actualPickup);
  if (typeof actualDelivery !== 'string') errors.push(actualDelivery);
  if (errors.length > 0 || typeof actualDelivery !== 'string') return { statusCode: 400, message: 'Validation failed', errors };
  const moved = await app.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('loads')
      .set({ orderStatus: 'Delivered', actualDelivery, receivedBy: receiver, updatedAt: now.toISOString() })
      .where('id', '=', loadId).where('driverId', '=', driver.id).where('orderStatus', '=', 'InRoute').executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await recordLoadEvent(trx, {
      loadId, clientId: driver.clientId, userId: null, kind: 'delivered', details: { driverId: driver.id, actualDelivery, receivedBy: receiver },
    }, now.toISOString());
    const invoiceId = await insertDeliveryInvoice(trx, load, driver, actualDelivery);
    await appendLiveEvents(trx, [
      carrierLoadChanged(driver.clientId, loadId, now.toISOString(), 'delivered'),
      invoiceChanged(driver.clientId, invoiceId, loadId, 'created'),
    ], now.toISOString());
    return true;
  });
  if (!moved) return alreadyMessage(loadId, 'delivered');
  app.appContext.liveEventWrites.written();
  await app.loadSearch.onLoadsChanged([loadId]);
  // The delivery is stored whatever happens to the notice; a failed notice is logged, not answered.
  await notifyLoadDelivered(app, loadId).catch((error: unknown) => app.log.error({ err: error, loadId }, 'load delivered notice failed'));
  return { load: (await findDriverLoadRecord(app.db, driver, loadId))! };
}
