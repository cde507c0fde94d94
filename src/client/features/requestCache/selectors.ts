import type { LoadRecord } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { isFreshAt, type RequestCacheState } from './slice';

/** The answer kept under `key` while it is fresh at `now`, else null. */
export const selectKeptSearchAnswer = (
  state: { requestCache: RequestCacheState },
  key: string,
  now: number,
): Paged<LoadRecord> | null => {
  const kept = state.requestCache.searchAnswers[key];
  return kept && isFreshAt(kept, now) ? kept.answer : null;
};
