/**
 * The live board (issue 14): the state of this browser's one stream as this tab knows it (its own, or relayed by
 * the leader tab), the last event the tabs have seen, and which loads the board said left it. Every event of
 * the stream is a plain action here, dispatched in every tab, so Redux DevTools can replay a session.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BoardEvent,
  CarrierLoadEvent,
  FavoriteEvent,
  InvoiceEvent,
  LiveEvent,
  LoadVersion,
  SavedSearchesEvent,
} from '../../../shared/liveEvents';
import { locationChanged } from '../../app/routerActions';
import { loadBackOnBoard, loadLeftBoard } from '../loads/slice';

/**
 * 'connecting' until the first stream opens, 'open' while one is, 'broken' from an error until the next opens,
 * 'lost' once it has been broken long enough to tell the user; 'off' while signed out or without live events.
 */
export type LiveConnection = 'off' | 'connecting' | 'open' | 'broken' | 'lost';

export interface BoardMark {
  version: LoadVersion;
  onBoard: boolean;
}

export interface LiveState {
  connection: LiveConnection;
  /** This tab holds the stream for the browser and relays it to the others. */
  leads: boolean;
  lastEventId: number | null;
  /** What the stream said of loads' places on the board, by load id (the newest version applied). */
  board: Record<number, BoardMark>;
  /** The page on screen, so events refresh only what is shown. */
  shownPath: string;
}

export const initialLiveState: LiveState = { connection: 'off', leads: false, lastEventId: null, board: {}, shownPath: '/' };

type Received<Event extends LiveEvent> = Omit<Event, 'type'> & { eventId: number };

export type BoardChanged = Received<BoardEvent>;
export type CarrierLoadChanged = Received<CarrierLoadEvent>;
export type InvoiceChanged = Received<InvoiceEvent>;
export type FavoriteChanged = Received<FavoriteEvent>;
export type SavedSearchesChanged = Received<SavedSearchesEvent>;

const eventSeen = (state: LiveState, { payload }: PayloadAction<{ eventId: number }>) => {
  state.lastEventId = payload.eventId;
};

const liveSlice = createSlice({
  name: 'live',
  initialState: initialLiveState,
  reducers: {
    liveStarted(state) {
      state.connection = 'connecting';
    },
    liveStopped() {
      return initialLiveState;
    },
    liveLeadershipTaken(state) {
      state.leads = true;
    },
    liveConnectionOpened(state, action: PayloadAction<{ lastEventId: number | null }>) {
      state.connection = 'open';
      if (action.payload.lastEventId !== null) state.lastEventId = action.payload.lastEventId;
    },
    liveConnectionBroke(state) {
      if (state.connection !== 'lost') state.connection = 'broken';
    },
    liveConnectionLost(state) {
      state.connection = 'lost';
    },
    /** Events were missed (the resume point fell out of the server's window): what is shown is read again. */
    liveResetReceived(state) {
      state.board = {};
    },
    liveBoardChanged: eventSeen as (state: LiveState, action: PayloadAction<BoardChanged>) => void,
    liveCarrierLoadChanged: eventSeen as (state: LiveState, action: PayloadAction<CarrierLoadChanged>) => void,
    liveInvoiceChanged: eventSeen as (state: LiveState, action: PayloadAction<InvoiceChanged>) => void,
    liveFavoriteChanged: eventSeen as (state: LiveState, action: PayloadAction<FavoriteChanged>) => void,
    liveSavedSearchesChanged: eventSeen as (state: LiveState, action: PayloadAction<SavedSearchesChanged>) => void,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadLeftBoard, (state, { payload: { loadId, version } }) => {
        state.board[loadId] = { version, onBoard: false };
      })
      .addCase(loadBackOnBoard, (state, { payload: { loadId, version } }) => {
        state.board[loadId] = { version, onBoard: true };
      })
      .addCase(locationChanged, (state, action) => {
        state.shownPath = action.payload.pathname;
      });
  },
});

export const {
  liveStarted,
  liveStopped,
  liveLeadershipTaken,
  liveConnectionOpened,
  liveConnectionBroke,
  liveConnectionLost,
  liveResetReceived,
  liveBoardChanged,
  liveCarrierLoadChanged,
  liveInvoiceChanged,
  liveFavoriteChanged,
  liveSavedSearchesChanged,
} = liveSlice.actions;

export const liveReducer = liveSlice.reducer;

/** The action of one event of the stream, with its place in the stream. */
export function liveActionOf(event: LiveEvent, eventId: number) {
  switch (event.type) {
    case 'board': {
      const { type: _type, ...rest } = event;
      return liveBoardChanged({ ...rest, eventId });
    }
    case 'carrierLoad': {
      const { type: _type, ...rest } = event;
      return liveCarrierLoadChanged({ ...rest, eventId });
    }
    case 'invoice': {
      const { type: _type, ...rest } = event;
      return liveInvoiceChanged({ ...rest, eventId });
    }
    case 'favorite': {
      const { type: _type, ...rest } = event;
      return liveFavoriteChanged({ ...rest, eventId });
    }
    case 'savedSearches':
      return liveSavedSearchesChanged({ eventId });
  }
}
