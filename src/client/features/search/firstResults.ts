/**
 * On a slow phone the first screen's other calls (saved and recent searches, New Loads for You, announcements,
 * the server's copy of the preferences) share the network and the CPU with the search whose
 * results the carrier is waiting for: while a search's first results are on their way to an empty list, those
 * calls wait, and go as soon as the results are in (the first cards are drawn with them) or the search failed or
 * was left.
 */
import { select, take } from 'redux-saga/effects';
import { searchFailed, searchResultsReceived, searchScreenLeft } from './slice';
import type { SearchState } from './types';

type WithSearch = { search?: Pick<SearchState, 'status' | 'ids'> };

const selectFirstResultsPending = (state: WithSearch) => state.search?.status === 'loading' && state.search.ids.length === 0;

export function* afterFirstResults() {
  const pending: boolean = yield select(selectFirstResultsPending);
  if (pending) yield take([searchResultsReceived.type, searchFailed.type, searchScreenLeft.type]);
}
