import type { Kysely } from 'kysely';
import { findRegion } from '../../shared/regions';
import type { Database } from '../db/tables';

/*
 * myLane: a load is on the carrier's lane when its origin → destination state pair is one the carrier has
 * hauled (any load its client claimed, whatever the status), or one that a saved search of the viewing user
 * names at both ends (a state, a one-state list or a region's states; a search open at one end names no lane).
 */

export interface LaneSet {
  has(originState: string, destinationState: string): boolean;
}

const laneKey = (origin: string, destination: string) => `${origin.toUpperCase()}>${destination.toUpperCase()}`;

function statesNamed(criteria: Record<string, unknown>, end: 'origin' | 'destination'): string[] {
  const list = criteria[`${end}s`];
  const values = (Array.isArray(list) && list.length > 0 ? list : [criteria[`${end}State`]])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (values.some((value) => value.trim().toLowerCase() === 'anywhere')) return [];
  return values.flatMap((value) => findRegion(value.trim())?.states ?? [value.trim().toUpperCase()]);
}

function savedSearchLanes(json: string): string[] {
  let criteria: unknown;
  try {
    criteria = JSON.parse(json);
  } catch {
    return [];
  }
  if (!criteria || typeof criteria !== 'object') return [];
  const record = Object.fromEntries(Object.entries(criteria).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]));
  const origins = statesNamed(record, 'origin');
  const destinations = statesNamed(record, 'destination');
  return origins.flatMap((origin) => destinations.map((destination) => laneKey(origin, destination)));
}

// Lanes change when the carrier claims a load or saves a search; a card's tag may lag that by this much.
// The age of a cache entry is a duration, so it is measured on the monotonic clock, not the calendar one.
const lanesTtlMs = 30_000;

/** Each viewer's lanes, read at most once per 30 seconds; one per app, on its context (appContext.ts). */
export interface LaneCache {
  lanesOf(viewer: { userId: number; clientId: number }): Promise<LaneSet>;
}

export function createLaneCache(db: Kysely<Database>): LaneCache {
  const byViewer = new Map<string, { at: number; lanes: Promise<LaneSet> }>();
  return {
    lanesOf(viewer) {
      const key = `${viewer.clientId}:${viewer.userId}`;
      const cached = byViewer.get(key);
      if (cached && performance.now() - cached.at < lanesTtlMs) return cached.lanes;
      const lanes = readLanes(db, viewer);
      byViewer.set(key, { at: performance.now(), lanes });
      lanes.catch(() => byViewer.delete(key));
      return lanes;
    },
  };
}

async function readLanes(db: Kysely<Database>, viewer: { userId: number; clientId: number }): Promise<LaneSet> {
  const [hauled, saved] = await Promise.all([
    db.selectFrom('loads').select(['originState', 'destinationState']).distinct()
      .where('carrierClientId', '=', viewer.clientId).execute(),
    db.selectFrom('searchHistory').select('criteria')
      .where('userId', '=', viewer.userId).where('kind', '=', 'saved').execute(),
  ]);
  const lanes = new Set<string>(hauled.map((row) => laneKey(row.originState, row.destinationState)));
  for (const row of saved) savedSearchLanes(row.criteria).forEach((lane) => lanes.add(lane));
  return { has: (origin, destination) => lanes.has(laneKey(origin, destination)) };
}
