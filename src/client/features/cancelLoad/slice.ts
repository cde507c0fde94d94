/**
 * Cancelling a claimed load (loads spec 4): the reason groups, fetched once and kept, and each load's
 * cancellation in progress. Also the claim step's cancel with reason 'AE', which shares the outcome.
 */
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UnassignReasonGroups } from '../../../shared/loads';

export type CancelStatus = 'cancelling' | 'cancelled' | 'failed';

export interface CancelLoadState {
  reasonGroups: UnassignReasonGroups | null;
  reasonsStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  byLoadId: Record<number, CancelStatus>;
  /** What went wrong with a load's last cancellation, for the dialog to say (and offer to try again). */
  failureById: Record<number, string>;
}

export const initialCancelLoadState: CancelLoadState = { reasonGroups: null, reasonsStatus: 'idle', byLoadId: {}, failureById: {} };

export interface LoadCancelRequest {
  loadId: number;
  reasonCode: string;
  /** Cancelled from the load's own page: go back to it with a queued message. */
  returnToDetail: boolean;
}

/** The claimed loads list reloads its first page when a load is cancelled from it. */
export const claimedLoadsReloadRequested = createAction('cancelLoad/claimedLoadsReloadRequested');

const cancelLoadSlice = createSlice({
  name: 'cancelLoad',
  initialState: initialCancelLoadState,
  reducers: {
    cancelReasonsRequested(state) {
      if (state.reasonsStatus === 'idle' || state.reasonsStatus === 'failed') state.reasonsStatus = 'loading';
    },
    cancelReasonsReceived(state, action: PayloadAction<UnassignReasonGroups>) {
      state.reasonGroups = action.payload;
      state.reasonsStatus = 'loaded';
    },
    cancelReasonsFailed(state) {
      state.reasonsStatus = 'failed';
    },
    loadCancelRequested(state, action: PayloadAction<LoadCancelRequest>) {
      state.byLoadId[action.payload.loadId] = 'cancelling';
      delete state.failureById[action.payload.loadId];
    },
    claimCancelRequested(state, action: PayloadAction<number>) {
      state.byLoadId[action.payload] = 'cancelling';
    },
    loadCancelled(state, action: PayloadAction<number>) {
      state.byLoadId[action.payload] = 'cancelled';
    },
    loadCancelFailed(state, action: PayloadAction<{ loadId: number; message: string }>) {
      state.byLoadId[action.payload.loadId] = 'failed';
      state.failureById[action.payload.loadId] = action.payload.message;
    },
    claimCancelFailed(state, action: PayloadAction<number>) {
      state.byLoadId[action.payload] = 'failed';
    },
    cancelDialogOpened(state, action: PayloadAction<number>) {
      delete state.byLoadId[action.payload];
      delete state.failureById[action.payload];
    },
  },
});

export const {
  cancelReasonsRequested,
  cancelReasonsReceived,
  cancelReasonsFailed,
  loadCancelRequested,
  claimCancelRequested,
  loadCancelled,
  loadCancelFailed,
  claimCancelFailed,
  cancelDialogOpened,
} = cancelLoadSlice.actions;
export const cancelLoadReducer = cancelLoadSlice.reducer;

interface WithCancelLoad {
  cancelLoad: CancelLoadState;
}

export interface CancelReasonGroup {
  key: string;
  groupTitle: string;
  reasons: { code: string; label: string }[];
}

export const selectCancelReasonGroups = createSelector(
  [(state: WithCancelLoad) => state.cancelLoad.reasonGroups],
  (groups): CancelReasonGroup[] =>
    Object.entries(groups ?? {}).map(([key, { groupTitle, groupList }]) => ({
      key,
      groupTitle,
      reasons: Object.entries(groupList).map(([code, label]) => ({ code, label })),
    })),
);

export const selectCancelStatus = (state: WithCancelLoad, loadId: number): CancelStatus | undefined =>
  state.cancelLoad.byLoadId[loadId];

export const selectCancelFailure = (state: WithCancelLoad, loadId: number): string | undefined =>
  state.cancelLoad.failureById[loadId];

export const selectCancelReasonsStatus = (state: WithCancelLoad) => state.cancelLoad.reasonsStatus;
