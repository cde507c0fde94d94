import type { FavoriteState } from '../../../shared/loads';
import { LOAD_NOT_FOUND } from '../../../shared/loadRefusals';
import { HttpError } from '../../http/errors';
import { addFavorite, findFavoriteState, removeFavorite } from '../../repositories/favorites';
import { appendLiveEvents } from '../../repositories/liveEvents';
import { favoriteChanged } from '../liveEvents/events';
import { findLoadRow } from '../../repositories/loadAssignments';
import type { LoadViewer } from '../../repositories/loads';
import { findReachableLoad } from './access';
import { nowOf, type ClaimContext } from './context';

/**
 * Saving a load needs the right to see it; removing one's own favourite does not, so a saved load another
 * carrier has claimed since can still be cleared from Saved Loads. Both are idempotent.
 */

export async function favoriteLoad(context: ClaimContext, viewer: LoadViewer, loadId: number): Promise<FavoriteState> {
  await findReachableLoad(context.db, loadId, viewer);
  const now = nowOf(context).toISOString();
  await context.db.transaction().execute(async (trx) => {
    await addFavorite(trx, viewer, loadId, now);
    await appendLiveEvents(trx, [favoriteChanged(viewer.userId, loadId, true)], now);
  });
  context.liveEventWrites.written();
  return findFavoriteState(context.db, viewer.userId, loadId);
}

export async function unfavoriteLoad(context: ClaimContext, viewer: LoadViewer, loadId: number): Promise<FavoriteState> {
  if (!(await findLoadRow(context.db, loadId))) throw new HttpError(404, LOAD_NOT_FOUND);
  const now = nowOf(context).toISOString();
  await context.db.transaction().execute(async (trx) => {
    await removeFavorite(trx, viewer.userId, loadId);
    await appendLiveEvents(trx, [favoriteChanged(viewer.userId, loadId, false)], now);
  });
  context.liveEventWrites.written();
  return findFavoriteState(context.db, viewer.userId, loadId);
}
