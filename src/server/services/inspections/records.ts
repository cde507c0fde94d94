import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { InspectionRecord, InspectionsReply } from '../../../shared/contracts/inspection';
import type { InspectionKind } from '../../../shared/inspections';
import type { Database } from '../../db/tables';
import { findPhotoBytes, findPhotosByIds } from '../../repositories/inspectionPhotos';
import { photoIdsOf, toInspectionRecords } from '../../repositories/inspectionRecords';
import { findLoadInspections } from '../../repositories/inspections';
import { photoLinker } from './photoLinks';

/** The read side every reader shares: the driver, the carrier, the desk and the bill of lading. */

/** Every version of the load's inspections, pick-up first, as InspectionRecords. The caller has checked who may read. */
export async function loadInspectionRecords(app: FastifyInstance, loadId: number): Promise<InspectionRecord[]> {
  const rows = await findLoadInspections(app.db, loadId);
  if (rows.length === 0) return [];
  const [vehicles, photos, link] = await Promise.all([
    app.db.selectFrom('vehicles').selectAll().where('loadId', '=', loadId).orderBy('position').execute(),
    findPhotosByIds(app.db, photoIdsOf(rows)),
    photoLinker(app),
  ]);
  return toInspectionRecords(rows, { vehicles, photos: new Map(photos.map((photo) => [photo.id, photo])), link });
}

export async function inspectionsReply(app: FastifyInstance, load: { id: number; inspectionKind: InspectionKind }): Promise<InspectionsReply> {
  return { inspectionKind: load.inspectionKind, records: await loadInspectionRecords(app, load.id) };
}

/** For the bill of lading: the load's current pick-up and delivery inspections (null before each is made). */
export async function currentInspections(app: FastifyInstance, loadId: number): Promise<{ pickup: InspectionRecord | null; delivery: InspectionRecord | null }> {
  const current = (await loadInspectionRecords(app, loadId)).filter((record) => record.isCurrent);
  return {
    pickup: current.find((record) => record.stage === 'pickup') ?? null,
    delivery: current.find((record) => record.stage === 'delivery') ?? null,
  };
}

/** For the bill of lading: a photo's thumbnail (JPEG, at most INSPECTION_LIMITS.thumbnailLongSide a side), or null. */
export async function inspectionThumbnail(db: Kysely<Database>, photoId: number): Promise<Buffer | null> {
  return (await findPhotoBytes(db, photoId, 'thumbnail'))?.bytes ?? null;
}
