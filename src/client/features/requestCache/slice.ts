/**
 * Search answers kept for SEARCH_CACHE_SECONDS (loads spec 9), keyed by user, criteria and page, so paging back
 * and forth or reopening a search shows its last page at once. Each answer is stamped with the app clock when
 * kept; any claim or favourite write and any live event about loads clears them (a claimed load may not linger).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_CACHE_SECONDS } from '../../../shared/constants';
import type { LoadRecord } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';

export interface KeptSearchAnswer {
  keptAt: number;
  answer: Paged<LoadRecord>;
}

export interface RequestCacheState {
  searchAnswers: Record<string, KeptSearchAnswer>;
}

export const initialRequestCacheState: RequestCacheState = { searchAnswers: {} };

// An answer kept "after" now means the clock was set back: it is not trusted for the whole gap.
export const isFreshAt = (kept: KeptSearchAnswer, now: number) =>
  now >= kept.keptAt && now - kept.keptAt < SEARCH_CACHE_SECONDS * 1000;

const requestCacheSlice = createSlice({
  name: 'requestCache',
  initialState: initialRequestCacheState,
  reducers: {
    searchAnswerKept(state, { payload: { key, keptAt, answer } }: PayloadAction<{ key: string } & KeptSearchAnswer>) {
      // Keeping one answer drops the expired ones, so the store holds only what may still be shown.
      for (const [otherKey, other] of Object.entries(state.searchAnswers)) {
        if (!isFreshAt(other, keptAt)) delete state.searchAnswers[otherKey];
      }
      state.searchAnswers[key] = { keptAt, answer };
    },
    keptAnswersCleared(state) {
      state.searchAnswers = {};
    },
  },
});

export const { searchAnswerKept, keptAnswersCleared } = requestCacheSlice.actions;
export const requestCacheReducer = requestCacheSlice.reducer;
