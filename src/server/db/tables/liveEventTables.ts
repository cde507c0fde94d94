import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columnShapes';

/** Who sees a live event: every carrier user, the users of one carrier, or one user. */
export type LiveEventAudience = 'board' | 'client' | 'user';

/** What happened, for the live event stream (migration 0017); rows older than the replay window are pruned. */
export interface LiveEventsTable {
  /** The event's place in one global sequence: the SSE `id:`. */
  id: Generated<number>;
  audience: LiveEventAudience;
  /** The carrier's client id for 'client', the user's id for 'user', null for 'board'. */
  audienceId: number | null;
  /** The wire event's `type` (src/shared/liveEvents.ts). */
  type: string;
  /** The wire event as JSON. */
  data: Json;
  createdAt: Timestamp;
}
