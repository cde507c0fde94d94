import type { FastifyInstance } from 'fastify';
import type { InspectionBody, InspectionRecord, Signature } from '../../../shared/contracts/inspection';
import { INSPECTION_LIMITS, type InspectionStage } from '../../../shared/inspections';
import { inspectionShortfalls, normalizeVin } from '../../../shared/inspectionRules';
import type { FieldError } from '../../../shared/wire';
import { isUniqueViolation } from '../../db/constraintErrors';
import type { Driver, Load } from '../../db/tables';
import { HttpError } from '../../http/errors';
import { validationFailed } from '../../http/failures';
import { findDriverLoad } from '../../repositories/driverLoads';
import { findLoadPhotosByKeys } from '../../repositories/inspectionPhotos';
import { findCurrentInspection, findInspectionByKey, insertInspection, type InspectionRow } from '../../repositories/inspections';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { recordLoadEvent } from '../../repositories/loadEvents';
import { actualTime, loadNotYoursMessage } from '../driverLink/progress';
import { carrierLoadChanged } from '../liveEvents/events';
import { mailBillOfLading } from './billOfLadingMail';
import { loadInspectionRecords } from './records';
import { bodyDigest, signedContentOf } from './signedContent';

/*
 * A signed inspection from the driver's phone: judged by the rules the phone judged it by, its photos found among the
 * driver's photos of this load, and stored once whatever the network did: the same key with the same body answers the
 * first inspection; with another body it is refused.
 */

export const KEY_REUSED_MESSAGE = 'This inspection\'s key was already used for another inspection. Sign the inspection again.';
export const PICKUP_FIRST_MESSAGE = 'Inspect the vehicles at pick-up before the delivery inspection.';

/** Each photo key the body names, with the field that names it. */
function namedPhotoKeys(body: InspectionBody): { field: string; key: string }[] {
  return body.vehicles.flatMap((vehicle, v) => [
    ...vehicle.photos.map((photo, p) => ({ field: `vehicles[${v}].photos[${p}].photoKey`, key: photo.photoKey })),
    ...vehicle.damages.flatMap((damage, d) => damage.photoKeys.map((key, k) => ({ field: `vehicles[${v}].damages[${d}].photoKeys[${k}]`, key }))),
  ]);
}

/** The schema bounds each stroke; the pad's limit is on all its points together. */
function signatureErrors(body: InspectionBody): FieldError[] {
  const signatures: [string, Signature | null][] = [['driverSignature', body.driverSignature], ['customer.signature', body.customer.signature]];
  return signatures.filter(([, strokes]) => strokes && strokes.reduce((points, stroke) => points + stroke.length / 2, 0) > INSPECTION_LIMITS.signaturePoints)
    .map(([field]) => ({ field, message: `A signature can have at most ${INSPECTION_LIMITS.signaturePoints} points: clear it and sign again.` }));
}

async function answerOf(app: FastifyInstance, row: InspectionRow): Promise<InspectionRecord> {
  return (await loadInspectionRecords(app, row.loadId)).find((record) => record.inspectionId === row.id)!;
}

function replayOrRefused(existing: InspectionRow, loadId: number, digest: string): InspectionRow {
  if (existing.loadId !== loadId || existing.bodyDigest !== digest) {
    throw new HttpError(409, KEY_REUSED_MESSAGE, { code: 'idempotency_key_reused' });
  }
  return existing;
}

async function checkedPhotoIds(app: FastifyInstance, driver: Driver, load: Load, body: InspectionBody) {
  const named = namedPhotoKeys(body);
  const stored = await findLoadPhotosByKeys(app.db, driver.id, load.id, named.map((item) => item.key));
  const ids = new Map(stored.map((photo) => [photo.photoKey, photo.id]));
  const unknown: FieldError[] = named.filter((item) => !ids.has(item.key))
    .map((item) => ({ field: item.field, message: 'This photo has not arrived: send it first.' }));
  return { ids, unknown };
}

async function judged(app: FastifyInstance, driver: Driver, load: Load, body: InspectionBody) {
  const vehicles = await app.db.selectFrom('vehicles').select(['position', 'year']).where('loadId', '=', load.id).orderBy('position').execute();
  const pickup = body.stage === 'delivery' ? await findCurrentInspection(app.db, load.id, 'pickup') : null;
  if (body.stage === 'delivery' && !pickup) throw new HttpError(409, PICKUP_FIRST_MESSAGE, { code: 'inspection_required' });
  const errors = inspectionShortfalls(load.inspectionKind, body, vehicles.map((vehicle) => vehicle.year ?? null));
  errors.push(...signatureErrors(body));
  const inspectedAt = actualTime(body.inspectedAt, app.clock.now(), 'inspectedAt', pickup?.inspectedAt ?? null);
  if (typeof inspectedAt !== 'string') errors.push(inspectedAt);
  const photos = await checkedPhotoIds(app, driver, load, body);
  errors.push(...photos.unknown);
  if (errors.length > 0 || typeof inspectedAt !== 'string') throw validationFailed(errors);
  return { inspectedAt, photoIds: photos.ids };
}

/** The inspection stored (`created`), or the one the same key and body stored before. */
export async function submitInspection(
  app: FastifyInstance, driver: Driver, loadId: number, body: InspectionBody,
): Promise<{ created: boolean; record: InspectionRecord }> {
  const load = await findDriverLoad(app.db, driver, loadId);
  if (!load) throw new HttpError(404, loadNotYoursMessage);
  const digest = bodyDigest(body);
  const existing = await findInspectionByKey(app.db, driver.id, body.idempotencyKey);
  if (existing) return { created: false, record: await answerOf(app, replayOrRefused(existing, loadId, digest)) };
  const { inspectedAt, photoIds } = await judged(app, driver, load, body);
  const content = signedContentOf(body, photoIds, normalizeVin);
  const write = () => app.db.transaction().execute(async (trx) => {
    const now = app.clock.now().toISOString();
    const row = await insertInspection(trx, {
      loadId, clientId: driver.clientId, driverId: driver.id, stage: body.stage as InspectionStage, kind: load.inspectionKind,
      idempotencyKey: body.idempotencyKey, bodyDigest: digest, inspectedAt, receivedAt: now,
      driverName: [driver.firstName, driver.lastName].filter(Boolean).join(' '), content: JSON.stringify(content),
    });
    await recordLoadEvent(trx, {
      loadId, clientId: driver.clientId, userId: null, kind: 'inspected',
      details: { driverId: driver.id, inspectionId: row.id, stage: row.stage, version: row.version },
    }, now);
    await appendLiveEvents(trx, [carrierLoadChanged(driver.clientId, loadId, now, 'inspected')], now);
    return row;
  });
  let row: InspectionRow | null = null;
  let created = true;
  // Two sends at once: the one that lost on the key answers the winner's; on the version, it takes the next one.
  for (let attempt = 0; row === null; attempt += 1) {
    try {
      row = await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
      const winner = await findInspectionByKey(app.db, driver.id, body.idempotencyKey);
      if (winner) {
        row = replayOrRefused(winner, loadId, digest);
        created = false;
      }
    }
  }
  if (created) {
    app.appContext.liveEventWrites.written();
    // The shipper's or receiver's copy; it never fails the inspection, and a replay does not send it again.
    await mailBillOfLading(app, loadId, row.stage);
  }
  return { created, record: await answerOf(app, row) };
}
