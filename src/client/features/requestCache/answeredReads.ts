import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AnsweredReads } from '../../api/requestCache';
import type { RequestCacheState } from './slice';
import { answeredReadsForgotten, readAnswered } from './slice';
import { selectAnsweredRead, selectHasAnsweredReads } from './selectors';

interface StoreWithRequestCache {
  getState(): { requestCache: RequestCacheState };
  dispatch: Dispatch<UnknownAction>;
}

/** The request cache's answered reads kept in `store` (store.ts hands them to api/requestCache.ts). */
export const answeredReadsIn = (store: StoreWithRequestCache): AnsweredReads => ({
  answerOf: (key, now) => selectAnsweredRead(store.getState(), key, now),
  keep: (key, answer, answeredAt) => {
    store.dispatch(readAnswered({ key, answer, answeredAt }));
  },
  // Every write forgets; only a store holding answers is told, so DevTools does not list a forgetting per write.
  forget: () => {
    if (selectHasAnsweredReads(store.getState())) store.dispatch(answeredReadsForgotten());
  },
});
