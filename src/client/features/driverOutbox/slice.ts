/**
 * The driver's outbox as the page knows it (issue 24): the items waiting, oldest first, mirrored from IndexedDB
 * (outboxStore.ts), the one in flight, and the item that stopped the line with the server's reason. Photos' bytes stay
 * in the photo store; an item here is plain data.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DriverLoadRecord } from '../../../shared/driverLink';
import type { Failure } from '../../api/failure';
import type { OutboxItem } from './outboxItems';

export interface DriverOutboxState {
  /** The driver link that signs what is sent; set when the driver page opens. */
  token: string | null;
  items: OutboxItem[];
  /** The key of the item on its way to the server. */
  sendingKey: string | null;
  /** An answer the driver has to act on (Try again or Discard): the line waits behind it. */
  stopped: { key: string; failure: Failure } | null;
  online: boolean;
}

export const initialDriverOutboxState: DriverOutboxState = { token: null, items: [], sendingKey: null, stopped: null, online: true };

const driverOutboxSlice = createSlice({
  name: 'driverOutbox',
  initialState: initialDriverOutboxState,
  reducers: {
    outboxOpened(state, action: PayloadAction<{ token: string; online: boolean }>) {
      state.token = action.payload.token;
      state.online = action.payload.online;
    },
    /** Kept on the phone (read back after a reload, or just written): added after those already known. */
    outboxItemsKept(state, action: PayloadAction<OutboxItem[]>) {
      const known = new Set(state.items.map((item) => item.key));
      state.items.push(...action.payload.filter((item) => !known.has(item.key)));
    },
    outboxItemSending(state, action: PayloadAction<{ key: string }>) {
      state.sendingKey = action.payload.key;
    },
    /** The server has it (or had it already); `load` is a mark's answer. */
    outboxItemSent(state, action: PayloadAction<{ item: OutboxItem; load: DriverLoadRecord | null }>) {
      state.items = state.items.filter((item) => item.key !== action.payload.item.key);
      state.sendingKey = null;
    },
    /** No answer, or the server could not take it now: it stays first in line and is sent again. */
    outboxItemDeferred(state) {
      state.sendingKey = null;
    },
    outboxItemStopped(state, action: PayloadAction<{ item: OutboxItem; failure: Failure }>) {
      state.sendingKey = null;
      state.stopped = { key: action.payload.item.key, failure: action.payload.failure };
    },
    /** The server refused something that can never go through (an undo past its minutes): said, and taken out. */
    outboxItemRefused(state, action: PayloadAction<{ item: OutboxItem; failure: Failure }>) {
      state.items = state.items.filter((item) => item.key !== action.payload.item.key);
      state.sendingKey = null;
    },
    outboxRetryRequested(state, _action: PayloadAction<{ item: OutboxItem }>) {
      state.stopped = null;
    },
    /** The driver gives up the item that stopped the line: the rest are sent. */
    outboxItemDiscarded(state, action: PayloadAction<{ item: OutboxItem }>) {
      state.items = state.items.filter((item) => item.key !== action.payload.item.key);
      if (state.stopped?.key === action.payload.item.key) state.stopped = null;
    },
    networkChanged(state, action: PayloadAction<{ online: boolean }>) {
      state.online = action.payload.online;
    },
  },
});

export const {
  outboxOpened, outboxItemsKept, outboxItemSending, outboxItemSent, outboxItemDeferred, outboxItemStopped, outboxItemRefused,
  outboxRetryRequested, outboxItemDiscarded, networkChanged,
} = driverOutboxSlice.actions;
export const driverOutboxReducer = driverOutboxSlice.reducer;
