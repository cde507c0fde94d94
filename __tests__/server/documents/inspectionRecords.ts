import sharp from 'sharp';
import type { InspectionDamage, InspectionRecord, InspectionVehicle, Signature } from '../../../src/shared/contracts/inspection';
import type { InspectionStage } from '../../../src/shared/inspections';

/** Inspections as the inspections' repository answers them, built here with the wire's own types. */

export const aSignature: Signature = [[100, 300, 180, 120, 260, 300, 340, 140], [420, 250, 600, 250], [700, 200]];

let nextPhotoId = 1000;

export function aPhoto(angle: 'front' | 'back' | 'left' | 'right' | 'closeUp' = 'front') {
  nextPhotoId += 1;
  return {
    photoId: nextPhotoId, photoKey: `photo-key-${String(nextPhotoId).padStart(12, '0')}`, width: 1600, height: 1200,
    url: `/files/${nextPhotoId}`, thumbnailUrl: `/files/${nextPhotoId}/thumbnail`, angle,
  };
}

export function aDamage(overrides: Partial<InspectionDamage> = {}): InspectionDamage {
  return { view: 'top', x: 0.3, y: 0.4, code: 'S', aiag: null, note: null, photos: [], isNew: false, ...overrides };
}

export function anInspectedVehicle(overrides: Partial<InspectionVehicle> = {}): InspectionVehicle {
  return { position: 1, label: '2019 Honda Accord', vin: '1HGCV1F34KA000001', odometer: 41250, photos: [], damages: [], ...overrides };
}

export function anInspection(loadId: number, stage: InspectionStage, overrides: Partial<InspectionRecord> = {}): InspectionRecord {
  return {
    inspectionId: stage === 'pickup' ? 1 : 2, loadId, stage, kind: 'standard', version: 1, isCurrent: true,
    inspectedAt: stage === 'pickup' ? '2026-11-24T14:05:00.000Z' : '2026-11-25T21:40:00.000Z',
    receivedAt: stage === 'pickup' ? '2026-11-24T14:06:00.000Z' : '2026-11-25T21:41:00.000Z',
    driverName: 'Rosa Diaz', driverSignature: aSignature,
    customer: { name: stage === 'pickup' ? 'Marco Yard' : 'Sam Lot', email: null, signature: aSignature, notAvailableReason: null },
    subjectToInspection: false, location: null, vehicles: [anInspectedVehicle()],
    ...overrides,
  };
}

/** A small JPEG as the server's thumbnails are, in a colour of its own. */
export function aThumbnail(red = 200): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 120, b: 60 } } }).jpeg().toBuffer();
}

/** The photos of every inspected vehicle in these records, each with a thumbnail. */
export async function thumbnailsOf(records: readonly InspectionRecord[]): Promise<Map<number, Buffer>> {
  const ids = records.flatMap((record) => record.vehicles.flatMap((vehicle) => [
    ...vehicle.photos, ...vehicle.damages.flatMap((damage) => damage.photos),
  ])).map((photo) => photo.photoId);
  const images = new Map<number, Buffer>();
  for (const id of ids) images.set(id, await aThumbnail(id % 256));
  return images;
}

/** Image XObjects in a PDF: pdfkit writes each object's dictionary uncompressed. */
export function imageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
}
