import type { AiagCodes, InspectionLocation, Signature } from '../../shared/contracts/inspection';
import type { DamageCode, DamageView, PhotoAngle } from '../../shared/inspections';

/*
 * What the driver and the customer signed, as it is stored (inspections.content, JSON, never updated): the body with
 * each photo key resolved to the stored photo's id, so what was signed points at the bytes that were seen.
 */

export interface SignedDamage {
  view: DamageView;
  x: number;
  y: number;
  code: DamageCode | null;
  aiag: AiagCodes | null;
  note: string | null;
  photoIds: number[];
}

export interface SignedVehicle {
  position: number;
  vin: string;
  odometer: number | null;
  photos: { photoId: number; angle: PhotoAngle }[];
  damages: SignedDamage[];
}

export interface SignedInspection {
  vehicles: SignedVehicle[];
  customer: { name: string; email: string | null; signature: Signature | null; notAvailableReason: string | null };
  driverSignature: Signature;
  subjectToInspection: boolean;
  location: InspectionLocation | null;
}
