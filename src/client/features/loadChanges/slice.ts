/**
 * Every change a carrier makes to one load (loads spec 2 and 4), as `server/services/claims` makes them: the
 * claim's schedule, new pick-up and drop-off, a driver (claim step 2 or change driver), a cancellation. Each
 * load keeps the last submit of each kind, so a form opened for another load or kind never shows this one's
 * progress; the cancel reasons are fetched once and kept.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ScheduleRequest, UnassignReasonGroups } from '../../../shared/loads';
import type { Failure } from '../../api/failure';

export type LoadChangeKind = 'claim' | 'dates' | 'driver' | 'cancel';

export interface LoadChange {
  status: 'idle' | 'submitting' | 'done' | 'failed';
  /** Why the last submit failed; `loadChangesText` says it in the form. */
  failure: Failure | null;
}

export interface LoadChangesState {
  byLoadId: Record<number, Partial<Record<LoadChangeKind, LoadChange>>>;
  cancelReasons: { groups: UnassignReasonGroups | null; status: 'idle' | 'loading' | 'loaded' | 'failed' };
}

export const initialLoadChangesState: LoadChangesState = { byLoadId: {}, cancelReasons: { groups: null, status: 'idle' } };

export interface LoadChangeKey {
  loadId: number;
  kind: LoadChangeKind;
}

export type LoadChangeFailure = LoadChangeKey & { failure: Failure };

/** What the schedule forms submit, for claiming a load or changing its times. */
interface ScheduleSubmitted {
  loadId: number;
  schedule: ScheduleRequest;
}

interface DriverChosen {
  loadId: number;
  driverId: number;
}

interface LoadCancelRequest {
  loadId: number;
  reasonCode: string;
  /** Cancelled from the load's own page: go back to it with a queued message. */
  returnToDetail: boolean;
}

const fresh = { failure: null };

function put(state: LoadChangesState, { loadId, kind }: LoadChangeKey, change: LoadChange) {
  state.byLoadId[loadId] = { ...state.byLoadId[loadId], [kind]: change };
}

const submitting =
  <Submitted extends { loadId: number }>(kind: LoadChangeKind) =>
  (state: LoadChangesState, action: PayloadAction<Submitted>) =>
    put(state, { loadId: action.payload.loadId, kind }, { status: 'submitting', ...fresh });

/** The claimed loads list reloads its first page when a load is cancelled from it. */
export const claimedLoadsReloadRequested = createAction('loadChanges/claimedLoadsReloadRequested');

const loadChangesSlice = createSlice({
  name: 'loadChanges',
  initialState: initialLoadChangesState,
  reducers: {
    /** Opening a form or dialog starts it clean. */
    loadChangeOpened(state, action: PayloadAction<LoadChangeKey>) {
      delete state.byLoadId[action.payload.loadId]?.[action.payload.kind];
    },
    claimScheduleSubmitted: submitting<ScheduleSubmitted>('claim'),
    /** Claim step 2: on success the claim's confirmation follows. */
    claimDriverChosen: submitting<DriverChosen>('driver'),
    /** Claim step 2's close: the load is given up with reason 'AE'. */
    claimCancelRequested(state, action: PayloadAction<number>) {
      put(state, { loadId: action.payload, kind: 'cancel' }, { status: 'submitting', ...fresh });
    },
    loadDatesChangeSubmitted: submitting<ScheduleSubmitted>('dates'),
    /** The change-driver screen: on success back to the load. */
    driverChangeRequested: submitting<DriverChosen>('driver'),
    loadCancelRequested: submitting<LoadCancelRequest>('cancel'),
    loadChangeSucceeded(state, action: PayloadAction<LoadChangeKey>) {
      put(state, action.payload, { status: 'done', ...fresh });
    },
    loadChangeFailed(state, action: PayloadAction<LoadChangeFailure>) {
      const { loadId, kind, failure } = action.payload;
      put(state, { loadId, kind }, { status: 'failed', failure });
    },
    cancelReasonsRequested(state) {
      if (state.cancelReasons.status === 'idle' || state.cancelReasons.status === 'failed') state.cancelReasons.status = 'loading';
    },
    cancelReasonsReceived(state, action: PayloadAction<UnassignReasonGroups>) {
      state.cancelReasons = { groups: action.payload, status: 'loaded' };
    },
    cancelReasonsFailed(state) {
      state.cancelReasons.status = 'failed';
    },
  },
});

export const {
  loadChangeOpened,
  claimScheduleSubmitted,
  claimDriverChosen,
  claimCancelRequested,
  loadDatesChangeSubmitted,
  driverChangeRequested,
  loadCancelRequested,
  loadChangeSucceeded,
  loadChangeFailed,
  cancelReasonsRequested,
  cancelReasonsReceived,
  cancelReasonsFailed,
} = loadChangesSlice.actions;
export const loadChangesReducer = loadChangesSlice.reducer;
