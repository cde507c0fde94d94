import { isUniqueViolation } from '../../db/constraintErrors';
import { HttpError } from '../../http/errors';
import { findIdsByReference, insertPostedLoads, newLoadRow, nextLoadId, updateUnclaimedLoad, vehicleRows, withdrawUnclaimedLoad } from '../../repositories/postedLoads';
import { findDeskLoad } from '../../repositories/deskLoads';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { recordDeskLoadEvents } from '../../repositories/loadEvents';
import { boardBack, boardLeft } from '../liveEvents/events';
import { fieldsRefused } from '../../http/failures';
import { utcDayOf, type PostingContext } from './context';
import type { CheckedLoad } from '../../repositories/postedLoadFields';
import { checkPostedLoad } from './validate';

const idAttempts = 5;

export const loadNotFound = (id: number) => `Load ${id} not found`;
const duplicateReference = (reference: string, id: number) => ({
  field: 'brokerReference', message: `Load ${id} already has the reference ${reference}.`,
});

/**
 * The search index takes the change before the streams wake: a carrier's tab that hears a load was posted asks
 * its open search about the load at once, and must find it there (issue 22).
 */
async function tellChanged(context: PostingContext, ids: number[]): Promise<void> {
  try {
    await context.onLoadsChanged(ids);
  } finally {
    context.liveEventWrites.written();
  }
}

function checked(context: PostingContext, input: unknown): CheckedLoad {
  const result = checkPostedLoad(input, utcDayOf(context.clock.now()));
  if (!result.ok) throw fieldsRefused(result.errors);
  return result.value;
}

/**
 * Stores loads under fresh numbers: the largest number plus one, inside the transaction. Two posters racing
 * for a number meet the primary key; the loser tries again with the next one.
 */
export async function storeNewLoads(context: PostingContext, loads: readonly CheckedLoad[]): Promise<number[]> {
  const now = context.clock.now().toISOString();
  for (let attempt = 1; ; attempt++) {
    try {
      const ids = await context.db.transaction().execute(async (trx) => {
        const first = await nextLoadId(trx);
        const ids = loads.map((_, index) => first + index);
        await insertPostedLoads(trx, context.dialect,
          loads.map((load, index) => newLoadRow(load, ids[index], context.postedBy, now)),
          loads.flatMap((load, index) => vehicleRows(load, ids[index])));
        await appendLiveEvents(trx, ids.map((id) => boardBack(id, now, 'posted')), now);
        await recordDeskLoadEvents(trx, context.dialect, ids, 'posted', context.postedBy, now);
        return ids;
      });
      await tellChanged(context, ids);
      return ids;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= idAttempts) throw error;
      const taken = await findIdsByReference(context.db, context.postedBy, loads.map((load) => load.load.brokerReference));
      // The unique key met was the reference: another post with it landed first.
      if (taken.size > 0) throw fieldsRefused([...taken].map(([reference, id]) => duplicateReference(reference, id)));
    }
  }
}

/** Posts one load on the board; a reference this poster used before is refused (edit that load instead). */
export async function postLoad(context: PostingContext, input: unknown): Promise<{ id: number }> {
  const load = checked(context, input);
  const known = await findIdsByReference(context.db, context.postedBy, [load.load.brokerReference]);
  const existing = known.get(load.load.brokerReference);
  if (existing !== undefined) throw fieldsRefused([duplicateReference(load.load.brokerReference, existing)]);
  const [id] = await storeNewLoads(context, [load]);
  return { id };
}

async function refuseUnlessUnclaimed(context: PostingContext, id: number, doing: string): Promise<never> {
  const load = await findDeskLoad(context.db, id);
  if (!load) throw new HttpError(404, loadNotFound(id));
  if (load.status === 'Withdrawn') throw new HttpError(409, `Load ${id} was withdrawn; it can no longer be ${doing}.`);
  throw new HttpError(409, `Load ${id} is claimed by a carrier; it can no longer be ${doing}.`);
}

/** Rewrites a load while no carrier has claimed it. */
export async function editLoad(context: PostingContext, id: number, input: unknown): Promise<void> {
  const load = checked(context, input);
  const known = await findIdsByReference(context.db, context.postedBy, [load.load.brokerReference]);
  const holder = known.get(load.load.brokerReference);
  if (holder !== undefined && holder !== id) throw fieldsRefused([duplicateReference(load.load.brokerReference, holder)]);
  const now = context.clock.now().toISOString();
  const written = await context.db.transaction().execute(async (trx) => {
    if (!(await updateUnclaimedLoad(trx, id, load, now))) return false;
    await appendLiveEvents(trx, [boardBack(id, now, 'edited')], now);
    await recordDeskLoadEvents(trx, context.dialect, [id], 'edited', context.postedBy, now);
    return true;
  });
  if (!written) await refuseUnlessUnclaimed(context, id, 'edited');
  await tellChanged(context, [id]);
}

/** Takes a load off the board while no carrier has claimed it; withdrawing it again changes nothing. */
export async function withdrawLoad(context: PostingContext, id: number): Promise<void> {
  const now = context.clock.now().toISOString();
  const withdrawn = await context.db.transaction().execute(async (trx) => {
    if (!(await withdrawUnclaimedLoad(trx, id, now))) return false;
    await appendLiveEvents(trx, [boardLeft(id, now, 'withdrawn')], now);
    await recordDeskLoadEvents(trx, context.dialect, [id], 'withdrawn', context.postedBy, now);
    return true;
  });
  if (!withdrawn) {
    const load = await findDeskLoad(context.db, id);
    if (load?.status === 'Withdrawn') return;
    await refuseUnlessUnclaimed(context, id, 'withdrawn');
  }
  await tellChanged(context, [id]);
}
