/**
 * A load's public page (issue 22) and Share on the load detail: the page's load by its slug, and the one share
 * on its way. The record is the page's own: it is the public subset, not the carrier's load entity.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicLoadRecord } from '../../../shared/loads';
import type { Failure } from '../../api/failure';

export type PublicLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface LoadShareState {
  slug: string | null;
  load: PublicLoadRecord | null;
  status: PublicLoadStatus;
  failure: Failure | null;
  sharing: { loadId: number | null; status: 'idle' | 'sharing' | 'failed'; failure: Failure | null };
}

export const initialLoadShareState: LoadShareState = {
  slug: null, load: null, status: 'idle', failure: null, sharing: { loadId: null, status: 'idle', failure: null },
};

const loadShareSlice = createSlice({
  name: 'loadShare',
  initialState: initialLoadShareState,
  reducers: {
    publicLoadOpened(state, action: PayloadAction<{ slug: string }>) {
      if (state.slug !== action.payload.slug) state.load = null;
      state.slug = action.payload.slug;
      state.status = 'loading';
      state.failure = null;
    },
    publicLoadReceived(state, action: PayloadAction<PublicLoadRecord>) {
      state.load = action.payload;
      state.status = 'loaded';
    },
    publicLoadFailed(state, action: PayloadAction<Failure>) {
      state.load = null;
      state.status = 'failed';
      state.failure = action.payload;
    },
    loadShareRequested(state, action: PayloadAction<{ loadId: number }>) {
      state.sharing = { loadId: action.payload.loadId, status: 'sharing', failure: null };
    },
    loadShared(state) {
      state.sharing = initialLoadShareState.sharing;
    },
    loadShareFailed(state, action: PayloadAction<{ loadId: number; failure: Failure }>) {
      state.sharing = { ...action.payload, status: 'failed' };
    },
  },
});

export const {
  publicLoadOpened, publicLoadReceived, publicLoadFailed, loadShareRequested, loadShared, loadShareFailed,
} = loadShareSlice.actions;
export const loadShareReducer = loadShareSlice.reducer;
