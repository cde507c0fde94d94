/**
 * An inspection as the driver fills it in, before it is signed: what the phone keeps in the store (serializable, photo
 * keys only: the bytes wait in the photo store) and how it becomes the body the server reads.
 */
import type { AiagCodes, InspectionBody, InspectionLocation, Signature } from '../../../shared/contracts/inspection';
import type { DamageCode, DamageView, InspectionKind, InspectionStage, PhotoAngle } from '../../../shared/inspections';
import { normalizeVin } from '../../../shared/inspectionRules';

export interface DamageDraft {
  view: DamageView;
  x: number;
  y: number;
  code: DamageCode | null;
  /** The AIAG selects, '' until chosen. */
  area: string;
  type: string;
  severity: string;
  note: string;
  photoKeys: string[];
}

export interface VehicleDraft {
  vin: string;
  /** As typed: digits only reach the body. */
  odometer: string;
  photos: { photoKey: string; angle: PhotoAngle }[];
  damages: DamageDraft[];
}

export interface InspectionDraft {
  loadId: number;
  stage: InspectionStage;
  kind: InspectionKind;
  /** A new version of an inspection already signed: signing it sends the inspection alone, the load's mark stays. */
  correction: boolean;
  /** The load's vehicles' years, in order: their count is the number of vehicles to inspect. */
  years: (number | null)[];
  /** 0 to years.length - 1 are the vehicles, years.length the signing. */
  step: number;
  vehicles: VehicleDraft[];
  customerName: string;
  customerEmail: string;
  customerSignature: Signature | null;
  notAvailable: boolean;
  /** One of the common reasons, or OTHER_REASON with its own words in `otherReason`. */
  reason: string;
  otherReason: string;
  subjectToInspection: boolean;
  driverSignature: Signature | null;
  location: InspectionLocation | null;
  locationStatus: 'idle' | 'asking' | 'given' | 'refused';
}

export const OTHER_REASON = 'Other';

export const draftKey = (loadId: number, stage: InspectionStage) => `${loadId}:${stage}`;

export function newDraft(loadId: number, stage: InspectionStage, kind: InspectionKind, years: (number | null)[], correction = false): InspectionDraft {
  return {
    loadId, stage, kind, correction, years, step: 0,
    vehicles: years.map(() => ({ vin: '', odometer: '', photos: [], damages: [] })),
    customerName: '', customerEmail: '', customerSignature: null, notAvailable: false, reason: '', otherReason: '',
    subjectToInspection: false, driverSignature: null, location: null, locationStatus: 'idle',
  };
}

export function newDamage(view: DamageView, x: number, y: number): DamageDraft {
  return { view, x, y, code: null, area: '', type: '', severity: '', note: '', photoKeys: [] };
}

/** The reason 'Customer Not Available' stands for, '' when none is given. */
export function notAvailableReason(draft: InspectionDraft): string {
  if (!draft.notAvailable) return '';
  return (draft.reason === OTHER_REASON ? draft.otherReason : draft.reason).trim();
}

function aiagCodes(damage: DamageDraft): AiagCodes | null {
  if (!damage.area || !damage.type || !damage.severity) return null;
  return { area: damage.area, type: damage.type, severity: damage.severity } as AiagCodes;
}

function odometer(typed: string): number | null {
  const digits = typed.replace(/[^0-9]/g, '');
  return digits === '' ? null : Number.parseInt(digits, 10);
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body POST /api/driver/loads/{id}/inspections reads; an unsigned pad is an empty signature (shortfalls say so). */
export function draftBody(draft: InspectionDraft, idempotencyKey: string, inspectedAt: string): InspectionBody {
  const reason = notAvailableReason(draft);
  return {
    idempotencyKey,
    stage: draft.stage,
    inspectedAt,
    vehicles: draft.vehicles.map((vehicle, index) => ({
      position: index + 1,
      vin: normalizeVin(vehicle.vin),
      odometer: odometer(vehicle.odometer),
      photos: vehicle.photos,
      damages: vehicle.damages.map((damage) => ({
        view: damage.view, x: damage.x, y: damage.y,
        code: draft.kind === 'aiag' ? null : damage.code,
        aiag: draft.kind === 'aiag' ? aiagCodes(damage) : null,
        note: optional(damage.note),
        photoKeys: damage.photoKeys,
      })),
    })),
    customer: {
      name: draft.customerName.trim(),
      email: reason ? null : optional(draft.customerEmail),
      signature: reason ? null : draft.customerSignature,
      notAvailableReason: reason || null,
    },
    driverSignature: draft.driverSignature ?? [],
    subjectToInspection: draft.stage === 'delivery' && draft.subjectToInspection,
    location: draft.location,
  };
}

/** Every photo the inspection names, in the order it names them: each vehicle's, then its damages'. */
export function photoKeysOf(draft: InspectionDraft): string[] {
  return draft.vehicles.flatMap((vehicle) => [
    ...vehicle.photos.map((photo) => photo.photoKey),
    ...vehicle.damages.flatMap((damage) => damage.photoKeys),
  ]);
}
