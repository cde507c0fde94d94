/**
 * New loads for the open search (issue 22). A load that comes onto the board (posted, back from a cancelled
 * claim, edited) and is not in the list is put to the server as the open search narrowed to that load: the one
 * search matcher decides, and the answer is the load's card. Loads that come while a question is out (a desk's
 * import of many) are asked about together in the next one. 'Show' asks the server to order the shown loads and
 * the new ones by the search's sort, and merges the new ones in.
 */
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, put, select, take } from 'redux-saga/effects';
import { EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../../shared/constants';
import type { LoadRecord, SearchCriteria } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { callApi } from '../../api/callApi';
import { searchAvailableLoads } from '../../api/loadsApi';
import { loadBackOnBoard, loadsReceived } from '../loads/slice';
import { mergeInSortOrder } from './newLoads';
import { selectHasMoreResults, selectSubmittedCriteria } from './selectors';
import { newLoadsChecked, newLoadsShown, type SearchState } from './slice';

const selectSearch = (state: { search: SearchState }) => state.search;

/** The open search, narrowed to these loads, in its own order. */
function* searchAmong(criteria: SearchCriteria, loadIds: number[]) {
  const pageRequest = { pageNumber: FIRST_PAGE_NUMBER, pageSize: Math.min(Math.max(loadIds.length, 1), EXPORT_PAGE_SIZE) };
  const page: Paged<LoadRecord> = yield* callApi(searchAvailableLoads, [{ ...criteria, orderIds: loadIds }, pageRequest], { reportErrors: false });
  return page;
}

export function* checkNewLoads(loadIds: number[]) {
  const { submitted, ids, status }: SearchState = yield select(selectSearch);
  const unlisted = loadIds.filter((id) => !ids.includes(id));
  if (!submitted || status === 'failed' || unlisted.length === 0) return;
  let page: Paged<LoadRecord>;
  try {
    page = yield* searchAmong(submitted, unlisted);
  } catch {
    // The next event, search or reset brings them; nothing to tell the dispatcher.
    return;
  }
  const current: SearchCriteria | null = yield select(selectSubmittedCriteria);
  if (current !== submitted) return;
  const matches = page.records.filter((load) => unlisted.includes(load.id));
  const matched = matches.map((load) => load.id);
  if (matches.length > 0) yield put(loadsReceived(matches));
  yield put(newLoadsChecked({ matched, unmatched: unlisted.filter((id) => !matched.includes(id)) }));
}

export function* watchBoardArrivals() {
  const arrivals: Channel<ReturnType<typeof loadBackOnBoard>> = yield actionChannel(loadBackOnBoard.type, buffers.expanding());
  while (true) {
    const first: ReturnType<typeof loadBackOnBoard> = yield take(arrivals);
    const waiting: Array<ReturnType<typeof loadBackOnBoard>> = yield flush(arrivals);
    yield call(checkNewLoads, [...new Set([first, ...waiting].map((arrival) => arrival.payload.loadId))]);
  }
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
