/**
 * Whether the browser has a connection (issue 22, weak networks), as it said through its online and offline
 * events: plain actions, so Redux DevTools shows and replays a connection that came and went.
 */
import { createSlice } from '@reduxjs/toolkit';

export interface NetworkState {
  online: boolean;
}

// Until the browser says otherwise; the saga reads the real state as it starts.
const initialState: NetworkState = { online: true };

const networkSlice = createSlice({
  name: 'network',
  initialState,
  reducers: {
    wentOffline(state) {
      state.online = false;
    },
    cameOnline(state) {
      state.online = true;
    },
  },
});

export const { wentOffline, cameOnline } = networkSlice.actions;
export const networkReducer = networkSlice.reducer;

export const selectIsOnline = (state: { network: NetworkState }) => state.network.online;
