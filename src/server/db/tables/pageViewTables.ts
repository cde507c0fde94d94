import type { Generated } from 'kysely';
import type { Timestamp } from './columnShapes';

/** A route the web app showed: the path only, never its query (which could carry personal data). */
export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  userId: number | null;
  clientId: number | null;
  viewedAt: Timestamp;
}
