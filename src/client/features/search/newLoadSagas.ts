/**
 * New loads for the open search (issue 22). A load that comes onto the board (posted, back from a cancelled
 * claim, edited) and is not in the list is put to the server as the open search narrowed to that load: the one
 * search matcher decides, and the answer is the load's card. 'Show' asks the server to order the shown loads and
 * the new ones by the search's sort, and merges the new ones in.
 */
import { put, select } from 'redux-saga/effects';
import { EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../../shared/constants';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { searchAvailableLoads } from '../../api/loadsApi';
import { loadBackOnBoard, loadsReceived } from '../loads/slice';
import { mergeInSortOrder } from './newLoads';
import { selectHasMoreResults, selectSubmittedCriteria } from './selectors';
import { newLoadMatched, newLoadsShown, newLoadUnmatched, type SearchState } from './slice';

const selectSearch = (state: { search: SearchState }) => state.search;

/** The open search, narrowed to these loads, in its own order. */
function* searchAmong(criteria: SearchCriteria, loadIds: number[]) {
  const pageRequest = { pageNumber: FIRST_PAGE_NUMBER, pageSize: Math.min(Math.max(loadIds.length, 1), EXPORT_PAGE_SIZE) };
  const page: Paged<LoadRecord> = yield* callApi(searchAvailableLoads, [{ ...criteria, orderIds: loadIds }, pageRequest], { reportErrors: false });
  return page;
}

export function* checkNewLoad({ payload: { loadId } }: ReturnType<typeof loadBackOnBoard>) {
  const { submitted, ids, status }: SearchState = yield select(selectSearch);
  if (!submitted || status === 'failed' || ids.includes(loadId)) return;
  let page: Paged<LoadRecord>;
  try {
    page = yield* searchAmong(submitted, [loadId]);
  } catch {
    // The next event, search or reset brings it; nothing to tell the dispatcher.
    return;
  }
  const current: SearchCriteria | null = yield select(selectSubmittedCriteria);
  if (current !== submitted) return;
  const match = page.records.find((load) => load.id === loadId);
  if (!match) {
    yield put(newLoadUnmatched(loadId));
    return;
  }
  yield put(loadsReceived([match]));
  yield put(newLoadMatched(loadId));
}

export function* showNewLoads() {
  const { submitted, ids, leftBoardIds, newLoadIds }: SearchState = yield select(selectSearch);
  if (!submitted || newLoadIds.length === 0) return;
  const hasMorePages: boolean = yield select(selectHasMoreResults);
  const onBoard = ids.filter((id) => !leftBoardIds.includes(id));
  let page: Paged<LoadRecord>;
  try {
    page = yield* searchAmong(submitted, [...onBoard, ...newLoadIds]);
  } catch {
    return;
  }
  const current: SearchCriteria | null = yield select(selectSubmittedCriteria);
  if (current !== submitted) return;
  const ordered = page.records.map((load) => load.id);
  const stillNew = newLoadIds.filter((id) => ordered.includes(id));
  yield put(loadsReceived(page.records));
  yield put(newLoadsShown({ ids: mergeInSortOrder(ids, ordered, stillNew, hasMorePages), added: stillNew.length }));
}
