import type { Kysely, Selectable } from 'kysely';
import type { InspectionRecord } from '../../shared/contracts/inspection';
import type { InspectionStage } from '../../shared/inspections';
import type { DriverRecord, LoadRecord } from '../../shared/loads';
import type { ClientsTable, Database, Load } from '../db/tables';
import { currentOfEachStage, findInspectionRecords } from './inspectionRecords';
import { findThumbnails } from './inspectionPhotos';
import { findLoadDetail, type LoadReads, type LoadViewer } from './loads';

/** Everything a load's documents print: the load as the carrier sees it, the carrier, and its driver. */
export type Carrier = Selectable<ClientsTable>;

/** The current (newest) version of each stage's inspection; null until the driver has made it. */
export type LoadInspections = Record<InspectionStage, InspectionRecord | null>;

export interface InspectionFacts {
  inspections: LoadInspections;
  /** The thumbnails' bytes (JPEG) by photo id, for the photos those inspections name; a photo not yet arrived is absent. */
  images: ReadonlyMap<number, Buffer>;
}

export interface LoadDocumentFacts extends InspectionFacts {
  load: LoadRecord;
  carrier: Carrier;
  driver: DriverRecord | null;
  /** Who took the load at delivery, once the driver has said. */
  receivedBy: string | null;
}


// The bill embeds the thumbnails' bytes and prints no links.
const unlinked = () => '';

/** The load's current pick-up and delivery inspections and the thumbnails of every photo they name. */
export async function inspectionFacts(db: Kysely<Database>, loadId: number): Promise<InspectionFacts> {
  const inspections = currentOfEachStage(await findInspectionRecords(db, loadId, unlinked));
  const photoIds = [inspections.pickup, inspections.delivery].flatMap((record) => record?.vehicles ?? [])
    .flatMap((vehicle) => [...vehicle.photos, ...vehicle.damages.flatMap((damage) => damage.photos)])
    .map((photo) => photo.photoId);
  return { inspections, images: await findThumbnails(db, photoIds) };
}

/** The viewer's carrier; null when it is gone. */
export async function findCarrier(db: Kysely<Database>, clientId: number): Promise<Carrier | null> {
  return (await db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirst()) ?? null;
}

/** What the documents of this load row print; null when the viewer's carrier is gone. */
export async function findLoadDocumentFacts(reads: LoadReads, viewer: LoadViewer, row: Load): Promise<LoadDocumentFacts | null> {
  const [{ driver, ...load }, carrier, inspected] = await Promise.all([
    findLoadDetail(reads, row, viewer), findCarrier(reads.db, viewer.clientId), inspectionFacts(reads.db, row.id),
  ]);
  return carrier ? { load, carrier, driver, receivedBy: row.receivedBy, ...inspected } : null;
}
