import { createSelector } from '@reduxjs/toolkit';
import { selectShownPath } from '../../app/routerActions';
import type { LoadRecord } from '../../../shared/loads';
import { selectLoadById, type LoadsState } from '../loads/slice';
import { shownScreensOf } from './shownScreens';
import type { BoardMark, LiveState } from './slice';

interface WithLive {
  live: LiveState;
}

export const selectLiveConnection = (state: WithLive) => state.live.connection;
export const selectLiveLeads = (state: WithLive) => state.live.leads;
export const selectLastEventId = (state: WithLive) => state.live.lastEventId;
export const selectBoardMark = (state: WithLive, loadId: number) => state.live.board[loadId];
/** The stream of a signed-in user has been down long enough to say so (the offline banner). */
export const selectIsLiveStreamLost = (state: WithLive) => state.live.connection === 'lost';
export const selectShownScreens = createSelector([selectShownPath], shownScreensOf);

/**
 * The board said the load left it, and it did not leave to this carrier: its card and detail say 'No longer
 * available' and its pin leaves the map. The carrier's own claimed load is not a lost load.
 */
export const isNoLongerAvailable = (mark: BoardMark | undefined, load: LoadRecord | undefined): boolean =>
  mark !== undefined && !mark.onBoard && !load?.assignedToCurrentCarrier;

export const selectIsNoLongerAvailable = (state: WithLive & { loads: LoadsState }, loadId: number): boolean =>
  isNoLongerAvailable(state.live.board[loadId], selectLoadById(state, loadId));

/** The board said the load left it, and it left to this carrier (a teammate, or another tab, claimed it). */
export const selectIsClaimedOffBoard = (state: WithLive & { loads: LoadsState }, loadId: number): boolean => {
  const mark = state.live.board[loadId];
  return mark !== undefined && !mark.onBoard && Boolean(selectLoadById(state, loadId)?.assignedToCurrentCarrier);
};

export const selectBoardMarks = (state: WithLive) => state.live.board;
