import type { LoadDetailRecord } from '../../../shared/loads';
import { releaseHeldLoad } from '../../repositories/loadAssignments';
import { findLoadDetail, type LoadViewer } from '../../repositories/loads';
import { findUnassignReasonCode } from '../../repositories/unassignReasons';
import { refuseFields } from './refusals';
import { nowOf, type ClaimContext } from './context';
import { findHeldLoad, writeHeldLoad } from './heldLoads';
import { claimCancelled } from '../liveEvents/events';

/**
 * Cancels a claim with a reason (loads spec 4): the load goes back on the board for every carrier, without
 * driver or schedule. Only before pick-up: a load on the road or delivered cannot be handed back.
 */
export async function unassignLoad(
  context: ClaimContext, viewer: LoadViewer, loadId: number, reason: string | undefined,
): Promise<LoadDetailRecord> {
  const { db } = context;
  const reasonCode = reason && reason.trim() ? await findUnassignReasonCode(db, reason) : undefined;
  if (!reasonCode) {
    const message = reason && reason.trim() ? `'${reason.trim().slice(0, 20)}' is not a reason for cancelling.` : 'Choose a reason for cancelling.';
    refuseFields([{ field: 'unassignmentReason', message }]);
  }
  const row = await findHeldLoad(db, loadId, viewer, 'cancel');
  const written = await writeHeldLoad(context, {
    loadId, viewer, change: 'cancel',
    write: (trx, updatedAt) => releaseHeldLoad(trx, loadId, viewer.clientId, updatedAt),
    event: { kind: 'cancelled', details: { reasonCode, driverId: row.driverId } },
    liveEvents: (version) => claimCancelled(viewer.clientId, loadId, version),
  }, nowOf(context));
  await context.loadSearch.onLoadsChanged([loadId]);
  return findLoadDetail(context, written, viewer);
}
