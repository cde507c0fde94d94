/**
 * What each live event changes (issue 14), in every tab. Applying an event twice, or one for a change this tab
 * already made, leaves the same state: marks are set, not toggled; a favourite flag is set to the event's value.
 */
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { LoadRecord } from '../../../shared/loads';
import { clearRequestCache } from '../../api/requestCache';
import { loadBackOnBoard, loadLeftBoard, loadRequested, loadUpdated, selectLoadById } from '../loads/slice';
import { firstPageRequested } from '../loadLists/slice';
import { keptAnswersCleared } from '../requestCache/slice';
import { refreshEverythingShown, refreshInvoices, refreshLoadLists, refreshSavedSearches } from './refreshShown';
import { selectBoardMark, selectShownScreens } from './selectors';
import type { ShownScreens } from './shownScreens';
import {
  liveBoardChanged,
  liveCarrierLoadChanged,
  liveFavoriteChanged,
  liveInvoiceChanged,
  liveResetReceived,
  liveSavedSearchesChanged,
  type BoardMark,
} from './slice';

/** Answers kept for a moment (request and search caches) may hold the load as it was. */
function* forgetCachedAnswers() {
  yield call(clearRequestCache);
  yield put(keptAnswersCleared());
}

function* rereadIfStored(loadId: number) {
  const load: LoadRecord | undefined = yield select(selectLoadById, loadId);
  if (load) yield put(loadRequested(loadId));
}

export function* applyBoardChange({ payload: { loadId, version, onBoard } }: ReturnType<typeof liveBoardChanged>) {
  const applied: BoardMark | undefined = yield select(selectBoardMark, loadId);
  // Versions are ISO instants: a later one compares greater as text.
  if (applied && version < applied.version) return;
  yield* forgetCachedAnswers();
  if (!onBoard) {
    yield put(loadLeftBoard({ loadId, version }));
    return;
  }
  yield put(loadBackOnBoard({ loadId, version }));
  yield* rereadIfStored(loadId);
}

export function* applyCarrierLoadChange({ payload: { loadId } }: ReturnType<typeof liveCarrierLoadChanged>) {
  yield* forgetCachedAnswers();
  yield* rereadIfStored(loadId);
  yield call(refreshLoadLists);
}

export function* applyInvoiceChange(_changed: ReturnType<typeof liveInvoiceChanged>) {
  yield* forgetCachedAnswers();
  yield call(refreshInvoices);
}

export function* applyFavoriteChange({ payload: { loadId, favorite } }: ReturnType<typeof liveFavoriteChanged>) {
  yield* forgetCachedAnswers();
  const load: LoadRecord | undefined = yield select(selectLoadById, loadId);
  if (load && load.currentUserFavorite !== favorite) {
    const numberOfFavorites = Math.max(0, load.numberOfFavorites + (favorite ? 1 : -1));
    yield put(loadUpdated({ id: loadId, changes: { currentUserFavorite: favorite, numberOfFavorites } }));
  }
  const shown: ShownScreens = yield select(selectShownScreens);
  if (shown.loadList === 'favorites') yield put(firstPageRequested('favorites'));
}

export function* applySavedSearchesChange(_changed: ReturnType<typeof liveSavedSearchesChanged>) {
  yield call(refreshSavedSearches);
}

export function* applyReset() {
  yield* forgetCachedAnswers();
  yield call(refreshEverythingShown);
}

export function* liveEventsSaga() {
  yield takeEvery(liveBoardChanged.type, applyBoardChange);
  yield takeEvery(liveCarrierLoadChanged.type, applyCarrierLoadChange);
  yield takeEvery(liveInvoiceChanged.type, applyInvoiceChange);
  yield takeEvery(liveFavoriteChanged.type, applyFavoriteChange);
  yield takeLatest(liveSavedSearchesChanged.type, applySavedSearchesChange);
  yield takeLatest(liveResetReceived.type, applyReset);
}
