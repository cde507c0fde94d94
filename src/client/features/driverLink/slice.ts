/**
 * The driver's phone page (issue 13): the loads of the link, stored once by id, and each load's pending mark
 * ('Picked Up' or 'Delivered') with its failure; `driverLinkText` says them. A refused link ends in 'revoked'.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { DriverLoadRecord, DriverLoadsReply } from '../../../shared/driverLink';
import type { Failure } from '../../api/failure';
import type { OutboxItem } from '../driverOutbox/outboxItems';
import { outboxItemDiscarded, outboxItemsKept, outboxRetryRequested } from '../driverOutbox/slice';

export type DriverPageStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'revoked';
/** A step the driver takes on a load, or takes back ('pickUpUndone', issue 22). */
export type DriverMark = 'pickedUp' | 'delivered' | 'pickUpUndone';

export interface MarkState {
  mark: DriverMark;
  status: 'sending' | 'failed';
  failure: Failure | null;
}

export interface DriverLinkState {
  token: string | null;
  driverName: string;
  carrierName: string;
  loads: EntityState<DriverLoadRecord, number>;
  ids: number[];
  status: DriverPageStatus;
  /** Why the loads could not be read ('failed' or 'revoked'). */
  failure: Failure | null;
  marks: Record<number, MarkState>;
  /** The last mark that went through, for the page's confirmation line; a pick-up offers Undo until `undoUntil` (ms). */
  done: { loadId: number; mark: DriverMark; undoUntil: number | null } | null;
  /** The carrier's 'Send Driver Link' on a driver's edit screen. */
  sending: { driverId: number | null; status: 'idle' | 'sending' | 'failed'; failure: Failure | null };
}

export const driverLoadsAdapter = createEntityAdapter<DriverLoadRecord, number>({ selectId: (load) => load.id });

export const initialDriverLinkState: DriverLinkState = {
  token: null, driverName: '', carrierName: '', loads: driverLoadsAdapter.getInitialState(), ids: [],
  status: 'idle', failure: null, marks: {}, done: null, sending: { driverId: null, status: 'idle', failure: null },
};

const driverLinkSlice = createSlice({
  name: 'driverLink',
  initialState: initialDriverLinkState,
  reducers: {
    driverPageOpened(state, action: PayloadAction<{ token: string }>) {
      if (state.token !== action.payload.token) Object.assign(state, initialDriverLinkState, { token: action.payload.token });
      state.status = 'loading';
      state.failure = null;
    },
    driverLoadsReceived(state, action: PayloadAction<DriverLoadsReply>) {
      const { driverName, carrierName, records } = action.payload;
      driverLoadsAdapter.setAll(state.loads, records);
      Object.assign(state, { driverName, carrierName, ids: records.map((record) => record.id), status: 'loaded', failure: null });
    },
    driverLoadsFailed(state, action: PayloadAction<{ revoked: boolean; failure: Failure }>) {
      state.status = action.payload.revoked ? 'revoked' : 'failed';
      state.failure = action.payload.failure;
    },
    pickedUpRequested(state, action: PayloadAction<{ loadId: number }>) {
      state.marks[action.payload.loadId] = { mark: 'pickedUp', status: 'sending', failure: null };
      state.done = null;
    },
    deliveredRequested(state, action: PayloadAction<{ loadId: number; receivedBy: string }>) {
      state.marks[action.payload.loadId] = { mark: 'delivered', status: 'sending', failure: null };
      state.done = null;
    },
    pickUpUndoRequested(state, action: PayloadAction<{ loadId: number }>) {
      state.marks[action.payload.loadId] = { mark: 'pickUpUndone', status: 'sending', failure: null };
      state.done = null;
    },
    loadMarked(state, action: PayloadAction<{ load: DriverLoadRecord; mark: DriverMark; undoUntil?: number }>) {
      const { load, mark, undoUntil = null } = action.payload;
      driverLoadsAdapter.upsertOne(state.loads, load);
      delete state.marks[load.id];
      state.done = { loadId: load.id, mark, undoUntil };
    },
    loadMarkFailed(state, action: PayloadAction<{ loadId: number; mark: DriverMark; failure: Failure }>) {
      const { loadId, mark, failure } = action.payload;
      state.marks[loadId] = { mark, status: 'failed', failure };
    },
    driverLinkSendRequested(state, action: PayloadAction<{ driverId: number }>) {
      state.sending = { driverId: action.payload.driverId, status: 'sending', failure: null };
    },
    driverLinkSent(state) {
      state.sending = initialDriverLinkState.sending;
    },
    driverLinkSendFailed(state, action: PayloadAction<{ driverId: number; failure: Failure }>) {
      state.sending = { ...action.payload, status: 'failed' };
    },
  },
  // A mark waiting in the driver's outbox (issue 24) is on its way, after a reload too; a discarded one is not.
  extraReducers: (builder) => {
    const markOf = (item: OutboxItem) => (item.kind === 'pickedUp' || item.kind === 'delivered' || item.kind === 'pickUpUndone' ? item.kind : null);
    const sending = (state: DriverLinkState, item: OutboxItem) => {
      const mark = markOf(item);
      if (mark) state.marks[item.loadId] = { mark, status: 'sending', failure: null };
    };
    builder
      .addCase(outboxItemsKept, (state, action) => action.payload.forEach((item) => sending(state, item)))
      .addCase(outboxRetryRequested, (state, action) => sending(state, action.payload.item))
      .addCase(outboxItemDiscarded, (state, action) => {
        if (markOf(action.payload.item)) delete state.marks[action.payload.item.loadId];
      });
  },
});

export const {
  driverLinkSendRequested, driverLinkSent, driverLinkSendFailed,
  driverPageOpened, driverLoadsReceived, driverLoadsFailed, pickedUpRequested, pickUpUndoRequested, deliveredRequested, loadMarked, loadMarkFailed,
} = driverLinkSlice.actions;
export const driverLinkReducer = driverLinkSlice.reducer;
