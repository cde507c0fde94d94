import type { BoardChange, CarrierLoadChange, InvoiceChange, LoadVersion } from '../../../shared/liveEvents';
import type { LiveEventInput } from '../../repositories/liveEvents';

/*
 * One helper per kind of live event, so a write path names what happened in one line. Board events go to every
 * carrier user and say only that a load left the board or came back, never who took it; the rest go to the
 * carrier or the user the change belongs to.
 */

type LeavingChange = Extract<BoardChange, 'claimed' | 'withdrawn' | 'expired'>;
type ReturningChange = Exclude<BoardChange, LeavingChange>;

export function boardLeft(loadId: number, version: LoadVersion, change: LeavingChange): LiveEventInput {
  return { audience: 'board', audienceId: null, event: { type: 'board', loadId, version, onBoard: false, change } };
}

/** Back on the board (a cancelled claim), new on it (posted), or changed on it (edited). */
export function boardBack(loadId: number, version: LoadVersion, change: ReturningChange): LiveEventInput {
  return { audience: 'board', audienceId: null, event: { type: 'board', loadId, version, onBoard: true, change } };
}

export function carrierLoadChanged(clientId: number, loadId: number, version: LoadVersion, change: CarrierLoadChange): LiveEventInput {
  return { audience: 'client', audienceId: clientId, event: { type: 'carrierLoad', loadId, version, change } };
}

/** A claim tells every carrier the load left the board, and the claimer's teammates that it is theirs now. */
export function loadClaimed(clientId: number, loadId: number, version: LoadVersion): LiveEventInput[] {
  return [boardLeft(loadId, version, 'claimed'), carrierLoadChanged(clientId, loadId, version, 'claimed')];
}

/** A cancelled claim puts the load back on the board and tells the carrier that had it. */
export function claimCancelled(clientId: number, loadId: number, version: LoadVersion): LiveEventInput[] {
  return [boardBack(loadId, version, 'cancelled'), carrierLoadChanged(clientId, loadId, version, 'cancelled')];
}

export function invoiceChanged(clientId: number, invoiceId: number, loadId: number, change: InvoiceChange): LiveEventInput {
  return { audience: 'client', audienceId: clientId, event: { type: 'invoice', invoiceId, loadId, change } };
}

export function favoriteChanged(userId: number, loadId: number, favorite: boolean): LiveEventInput {
  return { audience: 'user', audienceId: userId, event: { type: 'favorite', loadId, favorite } };
}

export function savedSearchesChanged(userId: number): LiveEventInput {
  return { audience: 'user', audienceId: userId, event: { type: 'savedSearches' } };
}
