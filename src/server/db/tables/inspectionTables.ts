import type { Generated } from 'kysely';
import type { InspectionKind, InspectionStage } from '../../../shared/inspections';
import type { Bytes, Json, Timestamp } from './columnShapes';

/** A photo a driver's phone sent for an inspection, with the thumbnail the server made of it (migration 0029). */
export interface InspectionPhotosTable {
  id: Generated<number>;
  clientId: number;
  loadId: number;
  driverId: number;
  /** The phone's idempotency key: an inspection names its photos by it. Unique per driver. */
  photoKey: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  content: Bytes;
  thumbnail: Bytes;
  createdAt: Timestamp;
}

/** A signed inspection: its content is kept as it was signed and never updated (a correction is a new version). */
export interface InspectionsTable {
  id: Generated<number>;
  loadId: number;
  clientId: number;
  driverId: number;
  stage: InspectionStage;
  version: number;
  kind: InspectionKind;
  idempotencyKey: string;
  /** SHA-256 of the body as sent: the same key with another body is a reused key, not a replay. */
  bodyDigest: string;
  inspectedAt: Timestamp;
  receivedAt: Timestamp;
  driverName: string;
  /** JSON of SignedInspection (services/inspections/signedContent.ts). */
  content: Json;
}
