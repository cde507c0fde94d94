import type { Kysely } from 'kysely';
import type { OrderStatus } from '../../../shared/loads';
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND, NOT_ASSIGNED_TO_CARRIER } from '../../../shared/loadRefusals';
import type { Database, Load, LoadEventKind } from '../../db/tables';
import { HttpError } from '../../http/errors';
import { findLoadRow } from '../../repositories/loadAssignments';
import { recordLoadEvent } from '../../repositories/loadEvents';
import { appendLiveEvents, type LiveEventInput } from '../../repositories/liveEvents';
import type { LoadViewer } from '../../repositories/loads';
import { reachOf } from './access';
import { deliveredMessage, inProgressMessage } from './refusals';
import { liveEventsWritten } from '../liveEvents/wake';

/*
 * Changes to a load the carrier has claimed: it must be theirs and in a status that still allows the change.
 * `action` names the change in the refusal ('changing the driver').
 */

export async function findHeldLoad(
  db: Kysely<Database>, loadId: number, viewer: LoadViewer, statuses: readonly OrderStatus[], action: string,
): Promise<Load> {
  const row = await findLoadRow(db, loadId);
  const reach = reachOf(row, viewer.clientId);
  if (reach === 'missing') throw new HttpError(404, LOAD_NOT_FOUND);
  if (reach === 'othersClaim') throw new HttpError(403, LOAD_ALREADY_CLAIMED);
  if (reach === 'open') throw new HttpError(409, NOT_ASSIGNED_TO_CARRIER);
  if (!statuses.includes(row!.orderStatus)) {
    if (row!.orderStatus === 'InRoute') throw new HttpError(409, inProgressMessage(loadId, action));
    if (row!.orderStatus === 'Delivered') throw new HttpError(409, deliveredMessage(loadId, action));
    throw new HttpError(409, NOT_ASSIGNED_TO_CARRIER);
  }
  return row!;
}

export interface HeldLoadWrite {
  loadId: number;
  viewer: LoadViewer;
  statuses: readonly OrderStatus[];
  action: string;
  /** The conditional update answering the row written; undefined when the load was no longer the carrier's in one of `statuses`. */
  write(trx: Kysely<Database>, updatedAt: string): Promise<Load | undefined>;
  event: { kind: LoadEventKind; details: Record<string, unknown> };
  /** The live events of the change, given the load's new version. */
  liveEvents(version: string): LiveEventInput[];
}

/**
 * The write and its event in one transaction, answering the row as written; a load that changed hands
 * meanwhile answers as the check would.
 */
export async function writeHeldLoad(db: Kysely<Database>, change: HeldLoadWrite, now: Date): Promise<Load> {
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
    liveEventsWritten(db);
    return written;
  }
  await findHeldLoad(db, loadId, viewer, change.statuses, change.action);
  throw new HttpError(409, `Load ${loadId} changed meanwhile: open it again.`);
}
