import type { Kysely } from 'kysely';
import type { InspectionPhoto, InspectionRecord, InspectionVehicle } from '../../shared/contracts/inspection';
import type { InspectionStage } from '../../shared/inspections';
import { vehicleFullName } from '../../shared/format';
import { isNewDamage } from '../../shared/inspectionRules';
import type { Database, Vehicle } from '../db/tables';
import { findPhotosByIds, type InspectionPhotoFacts } from './inspectionPhotos';
import { findLoadInspections, type InspectionRow } from './inspections';
import type { SignedInspection, SignedVehicle } from './inspectionContent';

/** The one mapper of stored inspections to the record the driver, the carrier and the desk read. */

export type PhotoSize = 'photo' | 'thumbnail';
/** A photo's signed link (services/inspections/photoLinks.ts). */
export type PhotoLinker = (photoId: number, size: PhotoSize) => string;

export interface InspectionReadContext {
  /** The load's vehicles, by position: their labels. */
  vehicles: readonly Vehicle[];
  photos: ReadonlyMap<number, InspectionPhotoFacts>;
  link: PhotoLinker;
}

export const signedContent = (row: InspectionRow) => JSON.parse(row.content) as SignedInspection;

/** Every photo id the inspections name, to read their facts at once. */
export const photoIdsOf = (rows: readonly InspectionRow[]) => rows.flatMap((row) => signedContent(row).vehicles.flatMap((vehicle) => [
  ...vehicle.photos.map((photo) => photo.photoId), ...vehicle.damages.flatMap((damage) => damage.photoIds),
]));

function photoOf(context: InspectionReadContext, photoId: number): InspectionPhoto {
  const facts = context.photos.get(photoId);
  return {
    photoId, photoKey: facts?.photoKey ?? '', width: facts?.width ?? 0, height: facts?.height ?? 0,
    url: context.link(photoId, 'photo'), thumbnailUrl: context.link(photoId, 'thumbnail'),
  };
}

function vehicleOf(context: InspectionReadContext, vehicle: SignedVehicle, stage: InspectionRow['stage'], atPickup: SignedVehicle | undefined): InspectionVehicle {
  const listed = context.vehicles.find((candidate) => candidate.position === vehicle.position);
  return {
    position: vehicle.position,
    label: listed ? vehicleFullName(listed) : `Vehicle ${vehicle.position}`,
    vin: vehicle.vin,
    odometer: vehicle.odometer,
    photos: vehicle.photos.map((photo) => ({ ...photoOf(context, photo.photoId), angle: photo.angle })),
    damages: vehicle.damages.map(({ photoIds, ...damage }) => ({
      ...damage,
      photos: photoIds.map((photoId) => photoOf(context, photoId)),
      isNew: stage === 'delivery' && isNewDamage(damage, atPickup?.damages ?? []),
    })),
  };
}

/** `rows` are every version of one load's inspections: the newest of each stage is current; delivery damages are new against the current pick-up. */
export function toInspectionRecords(rows: readonly InspectionRow[], context: InspectionReadContext): InspectionRecord[] {
  const newest = new Map<string, number>();
  for (const row of rows) newest.set(row.stage, Math.max(newest.get(row.stage) ?? 0, row.version));
  const currentPickup = rows.find((row) => row.stage === 'pickup' && row.version === newest.get('pickup'));
  const pickupVehicles = currentPickup ? signedContent(currentPickup).vehicles : [];
  return rows.map((row) => {
    const content = signedContent(row);
    return {
      inspectionId: row.id,
      loadId: row.loadId,
      stage: row.stage,
      kind: row.kind,
      version: row.version,
      isCurrent: row.version === newest.get(row.stage),
      inspectedAt: row.inspectedAt,
      receivedAt: row.receivedAt,
      driverName: row.driverName,
      driverSignature: content.driverSignature,
      customer: content.customer,
      subjectToInspection: content.subjectToInspection,
      location: content.location,
      vehicles: content.vehicles.map((vehicle) => vehicleOf(
        context, vehicle, row.stage, pickupVehicles.find((before) => before.position === vehicle.position),
      )),
    };
  });
}

/** Every version of the load's inspections, pick-up first, as InspectionRecords. The caller has checked who may read. */
export async function findInspectionRecords(db: Kysely<Database>, loadId: number, link: PhotoLinker): Promise<InspectionRecord[]> {
  const rows = await findLoadInspections(db, loadId);
  if (rows.length === 0) return [];
  const [vehicles, photos] = await Promise.all([
    db.selectFrom('vehicles').selectAll().where('loadId', '=', loadId).orderBy('position').execute(),
    findPhotosByIds(db, photoIdsOf(rows)),
  ]);
  return toInspectionRecords(rows, { vehicles, photos: new Map(photos.map((photo) => [photo.id, photo])), link });
}

/** The current (newest) version of each stage; null before the driver has made it. */
export function currentOfEachStage(records: readonly InspectionRecord[]): Record<InspectionStage, InspectionRecord | null> {
  const current = records.filter((record) => record.isCurrent);
  return {
    pickup: current.find((record) => record.stage === 'pickup') ?? null,
    delivery: current.find((record) => record.stage === 'delivery') ?? null,
  };
}
