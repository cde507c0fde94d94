/**
 * Backhaul search (loads spec 4): probes of one load each at 50, 100 and 150 miles until one finds a load
 * (else 200), then the list at that radius 12 at a time, with Load More.
 */
import { cancel, fork, put, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import {
  BACKHAUL_FALLBACK_RADIUS,
  BACKHAUL_PAGE_SIZE,
  BACKHAUL_PROBE_PAGE_SIZE,
  BACKHAUL_PROBE_RADII,
  BACKHAUL_WINDOW_DAYS,
  FIRST_PAGE_NUMBER,
} from '../../../shared/constants';
import type { LoadRecord } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { loadsReceived, selectLoadById, type LoadsState } from '../loads/slice';
import { searchAndKeep } from '../requestCache/sagas';
import { backhaulCriteria } from './backhaulCriteria';
import { selectBackhaulResults } from './selectors';
import {
  backhaulSearchFailed,
  backhaulSearchRequested,
  backhaulsReceived,
  hasMoreBackhauls,
  moreBackhaulsRequested,
  widerBackhaulSearchRequested,
  type BackhaulResults,
} from './slice';
import { backhaulSourceLoad } from './sourceLoadSaga';

const selectLoad = (state: { loads: LoadsState }, loadId: number) => selectLoadById(state, loadId);

/** The first probed radius with at least one load, otherwise the fallback. */
export function* chooseBackhaulRadius(load: LoadRecord) {
  for (const radius of BACKHAUL_PROBE_RADII) {
    const probe: Paged<LoadRecord> = yield* searchAndKeep(
      backhaulCriteria(load, radius),
      { pageNumber: FIRST_PAGE_NUMBER, pageSize: BACKHAUL_PROBE_PAGE_SIZE },
    );
    if (probe.records.length > 0) return radius;
  }
  return BACKHAUL_FALLBACK_RADIUS;
}

function* showPage(load: LoadRecord, radius: number, windowDays: number, pageNumber: number) {
  const page: Paged<LoadRecord> = yield* searchAndKeep(
    backhaulCriteria(load, radius, windowDays),
    { pageNumber, pageSize: BACKHAUL_PAGE_SIZE },
  );
  yield put(loadsReceived(page.records));
  const ids = page.records.map((record) => record.id);
  yield put(backhaulsReceived({ loadId: load.id, radius, windowDays, pageNumber, ids, totalRecordCount: page.totalRecordCount }));
}

/** The spec's search (probes, then the list), or a wider one the carrier asked for (straight to the list). */
export function* searchBackhauls(action: ReturnType<typeof backhaulSearchRequested | typeof widerBackhaulSearchRequested>) {
  const wider = backhaulSearchRequested.match(action) ? null : action.payload;
  const loadId = backhaulSearchRequested.match(action) ? action.payload : action.payload.loadId;
  try {
    const load: LoadRecord | undefined = yield* backhaulSourceLoad(loadId);
    if (!load) {
      yield put(backhaulSearchFailed(loadId));
      return;
    }
    const radius: number = wider ? wider.radius : yield* chooseBackhaulRadius(load);
    yield* showPage(load, radius, wider?.windowDays ?? BACKHAUL_WINDOW_DAYS, FIRST_PAGE_NUMBER);
  } catch {
    yield put(backhaulSearchFailed(loadId));
  }
}

export function* loadMoreBackhauls({ payload: loadId }: ReturnType<typeof moreBackhaulsRequested>) {
  const results: BackhaulResults = yield select(selectBackhaulResults, loadId);
  const load: LoadRecord | undefined = yield select(selectLoad, loadId);
  if (!load || results.radius === null || !hasMoreBackhauls(results)) return;
  try {
    yield* showPage(load, results.radius, results.windowDays, results.pageNumber + 1);
  } catch {
    yield put(backhaulSearchFailed(loadId));
  }
}

/**
 * One piece of work per source load: a new search replaces whatever that load was doing, and Load More waits
 * its turn (it is ignored while a search or a page is on its way). Other loads' searches run alongside.
 */
function* runPerLoad() {
  const running = new Map<number, Task>();
  while (true) {
    const action: ReturnType<typeof backhaulSearchRequested | typeof widerBackhaulSearchRequested | typeof moreBackhaulsRequested> = yield take([
      backhaulSearchRequested.type,
      widerBackhaulSearchRequested.type,
      moreBackhaulsRequested.type,
    ]);
    const loadId = widerBackhaulSearchRequested.match(action) ? action.payload.loadId : action.payload;
    const current = running.get(loadId);
    const busy = current?.isRunning() ?? false;
    if (moreBackhaulsRequested.match(action)) {
      if (!busy) running.set(loadId, yield fork(loadMoreBackhauls, action));
    } else {
      if (busy && current) yield cancel(current);
      running.set(loadId, yield fork(searchBackhauls, action));
    }
  }
}

export function* backhaulsSaga() {
  yield fork(runPerLoad);
}
