/**
 * Flash messages (account spec 4): a current list shown now and a queue shown after the next
 * navigation, when the queue replaces the current list.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locationChanged } from '../../app/routerActions';

export interface FlashMessage {
  id: number;
  text: string;
}

export interface FlashState {
  current: FlashMessage[];
  queued: FlashMessage[];
}

const initialState: FlashState = { current: [], queued: [] };

let lastFlashId = 0;

// The id is made in the action creator so actions stay serializable; tests may pass their own.
const prepareFlash = (text: string, id?: number) => ({ payload: { id: id ?? ++lastFlashId, text } });

const flashSlice = createSlice({
  name: 'flash',
  initialState,
  reducers: {
    flashAdded: {
      reducer(state, action: PayloadAction<FlashMessage>) {
        state.current.push(action.payload);
      },
      prepare: prepareFlash,
    },
    flashQueued: {
      reducer(state, action: PayloadAction<FlashMessage>) {
        state.queued.push(action.payload);
      },
      prepare: prepareFlash,
    },
    flashDismissed(state, action: PayloadAction<number>) {
      state.current = state.current.filter((message) => message.id !== action.payload);
      state.queued = state.queued.filter((message) => message.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(locationChanged, (state) => {
      state.current = state.queued;
      state.queued = [];
    });
  },
});

export const { flashAdded, flashQueued, flashDismissed } = flashSlice.actions;
export const flashReducer = flashSlice.reducer;

export const selectFlashMessages = (state: { flash: FlashState }) => state.flash.current;
