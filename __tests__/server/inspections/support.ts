import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { InspectionBody } from '../../../src/shared/contracts/inspection';
import type { InspectionStage } from '../../../src/shared/inspections';
import { bearer } from '../support/appFixtures';

/** VINs whose check digit is right (the first is the textbook example of 49 CFR 565). */
export const VALID_VINS = ['1M8GDM9AXKP042788', '1HGCM82633A004352', '11111111111111111'];

export const aKey = () => randomBytes(12).toString('base64url');

export const aSignature = (): number[][] => [[10, 10, 200, 120, 400, 60], [500, 300, 700, 200]];

/** A standard inspection of `vehicles` vehicles that lacks nothing: VINs, the customer's name and signature, the driver's. */
export function inspectionBody(stage: InspectionStage, vehicles = 1, overrides: Partial<InspectionBody> = {}): InspectionBody {
  return {
    idempotencyKey: aKey(),
    stage,
    inspectedAt: '',
    vehicles: Array.from({ length: vehicles }, (_, index) => ({
      position: index + 1, vin: VALID_VINS[index % VALID_VINS.length]!, odometer: 12_000 + index, photos: [], damages: [],
    })),
    customer: { name: stage === 'pickup' ? 'Pat Shipper' : 'Sam Lot', email: null, signature: aSignature(), notAvailableReason: null },
    driverSignature: aSignature(),
    subjectToInspection: false,
    location: null,
    ...overrides,
  };
}

export function postInspection(app: FastifyInstance, token: string, loadId: number, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST', url: `/api/driver/loads/${loadId}/inspections`,
    headers: { ...bearer(token), 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * The one way a test gets past "Inspect the vehicles and sign before marking the load ...": a valid standard
 * inspection of each stage named, in order, by the driver of `token`.
 */
export async function inspected(app: FastifyInstance, token: string, loadId: number, ...stages: InspectionStage[]): Promise<void> {
  const vehicles = await app.db.selectFrom('vehicles').select('id').where('loadId', '=', loadId).execute();
  for (const stage of stages) {
    const response = await postInspection(app, token, loadId, inspectionBody(stage, vehicles.length));
    if (response.statusCode !== 201) throw new Error(`The ${stage} inspection of load ${loadId} answered ${response.statusCode}: ${response.body}`);
  }
}

export function testJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 40, b: 40 } } }).jpeg({ quality: 80 }).toBuffer();
}

export function sendPhoto(
  app: FastifyInstance, token: string, loadId: number, key: string | null, bytes: Buffer, contentType = 'image/jpeg',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST', url: `/api/driver/loads/${loadId}/inspection-photos`,
    headers: { ...bearer(token), 'content-type': contentType, ...(key === null ? {} : { 'idempotency-key': key }) }, payload: bytes,
  });
}
