import { createHash } from 'node:crypto';
import type { AiagCodes, InspectionBody } from '../../../shared/contracts/inspection';
import type { DamageCode, DamageView, PhotoAngle } from '../../../shared/inspections';
import type { SignedInspection } from '../../repositories/inspectionContent';

/** The body as it is signed and stored (repositories/inspectionContent.ts), and its digest. */

/** `photoIds` holds the id of every key the body names (checked before). */
export function signedContentOf(body: InspectionBody, photoIds: ReadonlyMap<string, number>, vin: (typed: string) => string): SignedInspection {
  const id = (key: string) => photoIds.get(key)!;
  const text = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  return {
    vehicles: [...body.vehicles].sort((a, b) => a.position - b.position).map((vehicle) => ({
      position: vehicle.position,
      vin: vin(vehicle.vin),
      odometer: vehicle.odometer,
      photos: vehicle.photos.map((photo) => ({ photoId: id(photo.photoKey), angle: photo.angle as PhotoAngle })),
      damages: vehicle.damages.map((damage) => ({
        view: damage.view as DamageView, x: damage.x, y: damage.y, code: damage.code as DamageCode | null, aiag: damage.aiag as AiagCodes | null,
        note: text(damage.note), photoIds: damage.photoKeys.map(id),
      })),
    })),
    customer: {
      name: body.customer.name.trim(),
      email: text(body.customer.email),
      signature: body.customer.signature,
      notAvailableReason: text(body.customer.notAvailableReason),
    },
    driverSignature: body.driverSignature,
    subjectToInspection: body.subjectToInspection,
    location: body.location,
  };
}

/** JSON with its keys sorted, so the same body digests alike however its keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const bodyDigest = (body: InspectionBody) => createHash('sha256').update(canonicalJson(body)).digest('hex');
