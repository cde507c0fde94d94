import type { Kysely } from 'kysely';
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND, loadChangeRefusal, type LoadChange } from '../../../shared/loadRefusals';
import type { Database, Load, LoadEventKind } from '../../db/tables';
import { HttpError } from '../../http/errors';
import { findLoadRow } from '../../repositories/loadAssignments';
import { recordLoadEvent } from '../../repositories/loadEvents';
import { appendLiveEvents, type LiveEventInput } from '../../repositories/liveEvents';
import type { LoadViewer } from '../../repositories/loads';
import { reachOf } from './access';
import type { ClaimContext } from './context';

/*
 * Changes to a load the carrier has claimed: it must be theirs and in a status that still allows the change,
 * judged by the rule the screens use (shared/loadRefusals).
 */

export async function findHeldLoad(db: Kysely<Database>, loadId: number, viewer: LoadViewer, change: LoadChange): Promise<Load> {
  const row = await findLoadRow(db, loadId);
  const reach = reachOf(row, viewer.clientId);
  if (reach === 'missing') throw new HttpError(404, LOAD_NOT_FOUND);
  if (reach === 'othersClaim') throw new HttpError(403, LOAD_ALREADY_CLAIMED);
  const refusal = loadChangeRefusal({ id: loadId, orderStatus: row!.orderStatus, assignedToCurrentCarrier: reach === 'own' }, change);
  if (refusal) throw new HttpError(409, refusal);
  return row!;
}

export interface HeldLoadWrite {
  loadId: number;
  viewer: LoadViewer;
  change: LoadChange;
  /** The conditional update answering the row written; undefined when the load was no longer the carrier's to change. */
  write(trx: Kysely<Database>, updatedAt: string): Promise<Load | undefined>;
  event: { kind: LoadEventKind; details: Record<string, unknown> };
  /** The live events of the change, given the load's new version. */
  liveEvents(version: string): LiveEventInput[];
}

/**
 * The write and its event in one transaction, answering the row as written; a load that changed hands
 * meanwhile answers as the check would.
 */
export async function writeHeldLoad(context: Pick<ClaimContext, 'db' | 'liveEventWrites'>, change: HeldLoadWrite, now: Date): Promise<Load> {
  const { db } = context;
  const { loadId, viewer, event } = change;
  const updatedAt = now.toISOString();
  const written = await db.transaction().execute(async (trx) => {
    const row = await change.write(trx, updatedAt);
    if (!row) return row;
    await recordLoadEvent(trx, { loadId, clientId: viewer.clientId, userId: viewer.userId, ...event }, updatedAt);
    await appendLiveEvents(trx, change.liveEvents(row.updatedAt), updatedAt);
    return row;
  });
  if (written) {
    context.liveEventWrites.written();
    return written;
  }
  await findHeldLoad(db, loadId, viewer, change.change);
  throw new HttpError(409, `Load ${loadId} changed meanwhile: open it again.`);
}
