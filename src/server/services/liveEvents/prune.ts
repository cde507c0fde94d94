import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { pruneLiveEvents } from '../../repositories/liveEvents';

/** How far back a reconnecting stream can be replayed; a resume from further back gets `reset`. */
export const LIVE_REPLAY_WINDOW_MS = 60 * 60_000;
/** How often events older than the window are deleted (the jobs service runs it once across processes). */
export const PRUNE_LIVE_EVENTS_EVERY_MS = 10 * 60_000;

export function pruneOldLiveEvents(db: Kysely<Database>, clock: Clock): Promise<number> {
  return pruneLiveEvents(db, new Date(clock.now().getTime() - LIVE_REPLAY_WINDOW_MS).toISOString());
}
