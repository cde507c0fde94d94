/**
 * The driver's phone page (issue 13): the loads of the link, stored once by id, and each load's pending mark
 * ('Picked Up' or 'Delivered') with the server's words when it fails. A refused link ends in 'revoked'.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { DriverLoadRecord, DriverLoadsReply } from '../../../shared/driverLink';
import type { FieldErrors } from '../../api/ApiError';

export type DriverPageStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'revoked';
export type DriverMark = 'pickedUp' | 'delivered';

export interface MarkState {
  mark: DriverMark;
  status: 'sending' | 'failed';
  message: string | null;
  fieldErrors: FieldErrors;
}

export interface DriverLinkState {
  token: string | null;
  driverName: string;
  carrierName: string;
  loads: EntityState<DriverLoadRecord, number>;
  ids: number[];
  status: DriverPageStatus;
  message: string | null;
  marks: Record<number, MarkState>;
  /** The last mark that went through, for the page's confirmation line. */
  done: { loadId: number; mark: DriverMark } | null;
  /** The carrier's 'Send Driver Link' on a driver's edit screen. */
  sending: { driverId: number | null; status: 'idle' | 'sending' | 'failed'; message: string | null };
}

export const driverLoadsAdapter = createEntityAdapter<DriverLoadRecord, number>({ selectId: (load) => load.id });

export const initialDriverLinkState: DriverLinkState = {
  token: null, driverName: '', carrierName: '', loads: driverLoadsAdapter.getInitialState(), ids: [],
  status: 'idle', message: null, marks: {}, done: null, sending: { driverId: null, status: 'idle', message: null },
};

const driverLinkSlice = createSlice({
  name: 'driverLink',
  initialState: initialDriverLinkState,
  reducers: {
    driverPageOpened(state, action: PayloadAction<{ token: string }>) {
      if (state.token !== action.payload.token) Object.assign(state, initialDriverLinkState, { token: action.payload.token });
      state.status = 'loading';
      state.message = null;
    },
    driverLoadsReceived(state, action: PayloadAction<DriverLoadsReply>) {
      const { driverName, carrierName, records } = action.payload;
      driverLoadsAdapter.setAll(state.loads, records);
      Object.assign(state, { driverName, carrierName, ids: records.map((record) => record.id), status: 'loaded', message: null });
    },
    driverLoadsFailed(state, action: PayloadAction<{ revoked: boolean; message: string }>) {
      state.status = action.payload.revoked ? 'revoked' : 'failed';
      state.message = action.payload.message;
    },
    pickedUpRequested(state, action: PayloadAction<{ loadId: number }>) {
      state.marks[action.payload.loadId] = { mark: 'pickedUp', status: 'sending', message: null, fieldErrors: {} };
      state.done = null;
    },
    deliveredRequested(state, action: PayloadAction<{ loadId: number; receivedBy: string }>) {
      state.marks[action.payload.loadId] = { mark: 'delivered', status: 'sending', message: null, fieldErrors: {} };
      state.done = null;
    },
    loadMarked(state, action: PayloadAction<{ load: DriverLoadRecord; mark: DriverMark }>) {
      const { load, mark } = action.payload;
      driverLoadsAdapter.upsertOne(state.loads, load);
      delete state.marks[load.id];
      state.done = { loadId: load.id, mark };
    },
    loadMarkFailed(state, action: PayloadAction<{ loadId: number; mark: DriverMark; message: string | null; fieldErrors: FieldErrors }>) {
      const { loadId, ...failure } = action.payload;
      state.marks[loadId] = { ...failure, status: 'failed' };
    },
    driverLinkSendRequested(state, action: PayloadAction<{ driverId: number }>) {
      state.sending = { driverId: action.payload.driverId, status: 'sending', message: null };
    },
    driverLinkSent(state) {
      state.sending = initialDriverLinkState.sending;
    },
    driverLinkSendFailed(state, action: PayloadAction<{ driverId: number; message: string }>) {
      state.sending = { ...action.payload, status: 'failed' };
    },
  },
});

export const {
  driverLinkSendRequested, driverLinkSent, driverLinkSendFailed,
  driverPageOpened, driverLoadsReceived, driverLoadsFailed, pickedUpRequested, deliveredRequested, loadMarked, loadMarkFailed,
} = driverLinkSlice.actions;
export const driverLinkReducer = driverLinkSlice.reducer;
