import type { LoadRecord } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { isFreshRead } from '../../api/requestCache';
import { isFreshAt, type AnsweredRead, type RequestCacheState } from './slice';

/** The answer kept under `key` while it is fresh at `now`, else null. */
export const selectKeptSearchAnswer = (
  state: { requestCache: RequestCacheState },
  key: string,
  now: number,
): Paged<LoadRecord> | null => {
  const kept = state.requestCache.searchAnswers[key];
  return kept && isFreshAt(kept, now) ? kept.answer : null;
};

/** The read answered under `key` less than the request cache's expiry before `now`, else undefined. */
export const selectAnsweredRead = (state: { requestCache: RequestCacheState }, key: string, now: number): AnsweredRead | undefined => {
  const answered = state.requestCache.answeredReads[key];
  return answered && isFreshRead(answered.answeredAt, now) ? answered : undefined;
};

export const selectHasAnsweredReads = (state: { requestCache: RequestCacheState }) => Object.keys(state.requestCache.answeredReads).length > 0;
