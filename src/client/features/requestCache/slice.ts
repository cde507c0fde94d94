/**
 * Search answers kept for SEARCH_CACHE_SECONDS (loads spec 9), keyed by user, criteria and page, so paging back
 * and forth or reopening a search shows its last page at once. Each answer is stamped with the app clock when
 * kept; any claim or favourite write and any live event about loads clears them (a claimed load may not linger).
 *
 * Beside them the answered reads of the one-second request cache (api/requestCache.ts), keyed by the read's
 * fingerprint and stamped when answered; any write forgets them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_CACHE_SECONDS } from '../../../shared/constants';
import type { LoadRecord } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { isFreshRead } from '../../api/requestCache';

export interface KeptSearchAnswer {
  keptAt: number;
  answer: Paged<LoadRecord>;
}

export interface AnsweredRead {
  answeredAt: number;
  answer: unknown;
}

export interface RequestCacheState {
  searchAnswers: Record<string, KeptSearchAnswer>;
  answeredReads: Record<string, AnsweredRead>;
}

export const initialRequestCacheState: RequestCacheState = { searchAnswers: {}, answeredReads: {} };

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
    readAnswered(state, { payload: { key, answeredAt, answer } }: PayloadAction<{ key: string } & AnsweredRead>) {
      for (const [otherKey, other] of Object.entries(state.answeredReads)) {
        if (!isFreshRead(other.answeredAt, answeredAt)) delete state.answeredReads[otherKey];
      }
      state.answeredReads[key] = { answeredAt, answer };
    },
    answeredReadsForgotten(state) {
      state.answeredReads = {};
    },
  },
});

export const { searchAnswerKept, keptAnswersCleared, readAnswered, answeredReadsForgotten } = requestCacheSlice.actions;
export const requestCacheReducer = requestCacheSlice.reducer;
