import type { Kysely } from 'kysely';
import type { LiveEvent } from '../../shared/liveEvents';
import { insertMany } from '../db/bulkInsert';
import { lockLiveEventSequence } from '../db/eventSequence';
import { dialectOf } from '../db/schemaBuilders';
import type { Database, LiveEventAudience } from '../db/tables';

/** A live event and who may see it, before it is written. */
export interface LiveEventInput {
  audience: LiveEventAudience;
  /** The carrier's client id for 'client', the user's id for 'user', null for 'board'. */
  audienceId: number | null;
  event: LiveEvent;
}

export interface LiveEventRow {
  id: number;
  audience: LiveEventAudience;
  audienceId: number | null;
  event: LiveEvent;
}

/** Whose events a stream shows: the board's, its carrier's and its user's. */
export interface LiveEventViewer {
  userId: number;
  clientId: number;
}

/**
 * Writes the events of a change inside the change's own transaction, as its last statements: the sequence lock
 * (see db/eventSequence.ts) is held from here to commit.
 */
export async function appendLiveEvents(trx: Kysely<Database>, events: readonly LiveEventInput[], createdAt: string): Promise<void> {
  if (events.length === 0) return;
  await lockLiveEventSequence(trx);
  // A CSV import of 100,000 loads is as many events: the bulk insert of the import itself.
  await insertMany(trx, dialectOf(trx), 'liveEvents', events.map(({ audience, audienceId, event }) => ({
    audience, audienceId, type: event.type, data: JSON.stringify(event), createdAt,
  })));
}

/** Events after `afterId` in sequence order, at most `limit`; only those the viewer may see when one is given. */
export async function liveEventsAfter(
  db: Kysely<Database>, afterId: number, limit: number, viewer?: LiveEventViewer,
): Promise<LiveEventRow[]> {
  let query = db.selectFrom('liveEvents').select(['id', 'audience', 'audienceId', 'data']).where('id', '>', afterId);
  if (viewer) {
    query = query.where((eb) => eb.or([
      eb('audience', '=', 'board'),
      eb.and([eb('audience', '=', 'client'), eb('audienceId', '=', viewer.clientId)]),
      eb.and([eb('audience', '=', 'user'), eb('audienceId', '=', viewer.userId)]),
    ]));
  }
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(({ data, ...row }) => ({ ...row, event: JSON.parse(data) as LiveEvent }));
}

/** The first and last ids kept; both 0 when there has never been an event. */
export async function liveEventIdRange(db: Kysely<Database>): Promise<{ oldest: number; latest: number }> {
  const row = await db.selectFrom('liveEvents')
    .select((eb) => [eb.fn.min('id').as('oldest'), eb.fn.max('id').as('latest')])
    .executeTakeFirst();
  return { oldest: Number(row?.oldest ?? 0), latest: Number(row?.latest ?? 0) };
}

export async function latestLiveEventId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('liveEvents').select((eb) => eb.fn.max('id').as('latest')).executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/**
 * Deletes events made before `before`, but always keeps the newest, so a resume can still be told apart from
 * an unknown id after a quiet hour. Answers how many went.
 */
export async function pruneLiveEvents(db: Kysely<Database>, before: string): Promise<number> {
  const latest = await latestLiveEventId(db);
  const result = await db.deleteFrom('liveEvents').where('createdAt', '<', before).where('id', '<', latest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
