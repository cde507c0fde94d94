import type {
  InspectionDamage, InspectionPhoto, InspectionRecord, InspectionVehicle, InspectionsReply,
} from '../../../../src/shared/contracts/inspection';
import type { LoadRecord } from '../../../../src/shared/loads';
import { aLoad } from '../../support/loads';

/** The carrier's own load on the road (In Progress), as the detail reads it. */
export const anOwnLoad = (overrides: Partial<LoadRecord> = {}): LoadRecord =>
  aLoad({ orderStatus: 'InRoute', unAssigned: false, assignedToCurrentCarrier: true, ...overrides });

/** A photo as the server answers it: signed links to the photo and its thumbnail. */
export const aPhoto = (photoId: number): InspectionPhoto => ({
  photoId,
  photoKey: `photo-key-${String(photoId).padStart(8, '0')}`,
  width: 1600,
  height: 1200,
  url: `https://haulboard.test/api/inspection-photos/${photoId}?expires=1800000000&signature=full${photoId}`,
  thumbnailUrl: `https://haulboard.test/api/inspection-photos/${photoId}/thumbnail?expires=1800000000&signature=thumb${photoId}`,
});

export const aDamage = (overrides: Partial<InspectionDamage> = {}): InspectionDamage => ({
  view: 'top', x: 0.3, y: 0.4, code: 'S', aiag: null, note: null, photos: [], isNew: false, ...overrides,
});

export const aVehicleInspection = (overrides: Partial<InspectionVehicle> = {}): InspectionVehicle => ({
  position: 1,
  label: '2019 Toyota Camry',
  vin: '1HGCM82633A004352',
  odometer: 42_180,
  photos: [{ ...aPhoto(11), angle: 'front' }, { ...aPhoto(12), angle: 'back' }],
  damages: [],
  ...overrides,
});

const pickupSignature = [[100, 200, 180, 150, 260, 240]];
const driverSignature = [[120, 300, 400, 120], [500, 200]];

export const anInspection = (overrides: Partial<InspectionRecord> = {}): InspectionRecord => ({
  inspectionId: 501,
  loadId: 4711,
  stage: 'pickup',
  kind: 'standard',
  version: 1,
  isCurrent: true,
  inspectedAt: '2026-06-16T15:30:00.000Z',
  receivedAt: '2026-06-16T15:30:04.000Z',
  driverName: 'Sam Ortega',
  driverSignature,
  customer: { name: 'Ana Ruiz', email: null, signature: pickupSignature, notAvailableReason: null },
  subjectToInspection: false,
  location: null,
  vehicles: [aVehicleInspection()],
  ...overrides,
});

export const aDelivery = (overrides: Partial<InspectionRecord> = {}): InspectionRecord =>
  anInspection({
    inspectionId: 502,
    stage: 'delivery',
    inspectedAt: '2026-06-19T14:00:00.000Z',
    receivedAt: '2026-06-19T14:00:03.000Z',
    customer: { name: 'Lee Park', email: null, signature: pickupSignature, notAvailableReason: null },
    ...overrides,
  });

export const aReply = (records: InspectionRecord[], inspectionKind: InspectionsReply['inspectionKind'] = 'standard'): InspectionsReply =>
  ({ inspectionKind, records });
