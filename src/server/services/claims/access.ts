import type { Kysely } from 'kysely';
import type { LoadDetailRecord, LoadPresence } from '../../../shared/loads';
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND } from '../../../shared/loadRefusals';
import type { Database, Load } from '../../db/tables';
import { HttpError } from '../../http/errors';
import { findLoadRow } from '../../repositories/loadAssignments';
import { findLoadDetail, type LoadReads, type LoadViewer } from '../../repositories/loads';

/*
 * Who may open a load (loads spec 4 and 6): its own carrier always; anyone while it is unassigned and shown
 * to carriers, even once its pick-up window has passed (the detail says so). Another carrier's load exists
 * but is out of reach (403); a hidden one does not exist as far as carriers know (404).
 */

export type LoadReach = 'own' | 'open' | 'othersClaim' | 'missing';

export function reachOf(row: Load | undefined, clientId: number): LoadReach {
  if (!row) return 'missing';
  if (row.carrierClientId === clientId) return 'own';
  if (row.carrierClientId !== null) return 'othersClaim';
  return row.visibleToCarriers === 1 ? 'open' : 'missing';
}

/** The load row when the viewer may see it; otherwise the 404 or 403 of the spec's catalogue. */
export async function findReachableLoad(db: Kysely<Database>, loadId: number, viewer: LoadViewer): Promise<Load> {
  const row = await findLoadRow(db, loadId);
  const reach = reachOf(row, viewer.clientId);
  if (reach === 'missing') throw new HttpError(404, LOAD_NOT_FOUND);
  if (reach === 'othersClaim') throw new HttpError(403, LOAD_ALREADY_CLAIMED);
  return row!;
}

export async function loadDetailFor(reads: LoadReads, loadId: number, viewer: LoadViewer): Promise<LoadDetailRecord> {
  return findLoadDetail(reads, await findReachableLoad(reads.db, loadId, viewer), viewer);
}

export async function loadPresenceFor(db: Kysely<Database>, loadId: number, viewer: LoadViewer): Promise<LoadPresence> {
  const row = await findReachableLoad(db, loadId, viewer);
  return { id: row.id, assignedToCurrentCarrier: row.carrierClientId === viewer.clientId, unAssigned: row.carrierClientId === null };
}
