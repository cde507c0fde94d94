import type { Generated } from 'kysely';
import type { Timestamp } from './columnShapes';

/** A driver's personal link (migration 0015): the token itself is never stored, only its sha256. */
export interface DriverLinksTable {
  id: Generated<number>;
  driverId: number;
  tokenHash: string;
  createdAt: Timestamp;
  /** Set when the carrier revokes it, sends a new one or deactivates the driver. */
  revokedAt: Timestamp | null;
}
