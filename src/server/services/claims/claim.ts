import type { LoadDetailRecord } from '../../../shared/loads';
import { LOAD_ALREADY_CLAIMED, LOAD_NOT_FOUND } from '../../../shared/loadRefusals';
import { HttpError } from '../../http/errors';
import { claimAvailableLoad, findLoadRow } from '../../repositories/loadAssignments';
import { recordLoadEvent } from '../../repositories/loadEvents';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { findLoadDetail, loadZonesOf, type LoadViewer } from '../../repositories/loads';
import { reachOf } from './access';
import { nowOf, type ClaimContext } from './context';
import { checkDriverChoice } from './driverChoice';
import { refuseFields } from './refusals';
import { checkSchedule, type ScheduleInput } from './schedule';
import { loadClaimed } from '../liveEvents/events';

export type AssignmentInput = ScheduleInput & { driverId?: number | null };

/**
 * Claims an available load (loads spec 4, Claim). Of many carriers claiming at once exactly one wins: the
 * claim is one conditional update, and everyone it finds already claimed gets 409, whoever holds the load.
 */
export async function claimLoad(context: ClaimContext, viewer: LoadViewer, loadId: number, input: AssignmentInput): Promise<LoadDetailRecord> {
  const { db } = context;
  const now = nowOf(context);
  const row = await findLoadRow(db, loadId);
  const reach = reachOf(row, viewer.clientId);
  if (reach === 'missing') throw new HttpError(404, LOAD_NOT_FOUND);
  if (reach !== 'open' || row!.orderStatus !== 'Available') throw new HttpError(409, LOAD_ALREADY_CLAIMED);

  const { schedule, errors } = checkSchedule(input, { ...row!, ...loadZonesOf(row!) }, now);
  const driverId = input.driverId ?? null;
  await checkDriverChoice(db, viewer.clientId, driverId, errors);
  refuseFields(errors);

  const updatedAt = now.toISOString();
  const claimed = await db.transaction().execute(async (trx) => {
    const written = await claimAvailableLoad(trx, loadId, { carrierClientId: viewer.clientId, driverId, ...schedule!, updatedAt });
    if (!written) return written;
    await recordLoadEvent(trx, { loadId, clientId: viewer.clientId, userId: viewer.userId, kind: 'claimed', details: { driverId, ...schedule! } }, updatedAt);
    await appendLiveEvents(trx, loadClaimed(viewer.clientId, loadId, updatedAt), updatedAt);
    return written;
  });
  if (!claimed) throw new HttpError(409, LOAD_ALREADY_CLAIMED);
  context.liveEventWrites.written();
  await context.loadSearch.onLoadsChanged([loadId]);
  return findLoadDetail(context, claimed, viewer);
}
