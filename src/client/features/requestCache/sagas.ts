/**
 * The search calls that keep their answers in the store (loads spec 9): sagas search through
 * `searchAndKeep` and show a recent answer at once through `keptSearchAnswer`.
 */
import { call, put, select } from 'redux-saga/effects';
import type { SearchCriteria } from '../../../shared/contracts/searchCriteria';
import type { LoadRecord } from '../../../shared/loads';
import type { Paged } from '../../../shared/wire';
import { callApi, type CallApiOptions } from '../../api/callApi';
import type { ApiCredentials } from '../../api/credentials';
import { searchAvailableLoads, type PageRequest } from '../../api/loadsApi';
import { nowMs } from '../../app/clock';
import { selectApiCredentials } from '../session/selectors';
import { searchKeyOf } from './cacheKey';
import { selectKeptSearchAnswer } from './selectors';
import { searchAnswerKept } from './slice';

/** The last answer to this search and page within SEARCH_CACHE_SECONDS, to show while asking again; else null. */
export function* keptSearchAnswer(criteria: SearchCriteria, pageRequest: PageRequest): Generator<unknown, Paged<LoadRecord> | null, unknown> {
  const credentials = (yield select(selectApiCredentials)) as ApiCredentials | null;
  const now = (yield call(nowMs)) as number;
  return (yield select(selectKeptSearchAnswer, searchKeyOf(credentials, criteria, pageRequest), now)) as Paged<LoadRecord> | null;
}

/** Asks the server and keeps its answer for the next run of the same search and page. */
export function* searchAndKeep(
  criteria: SearchCriteria,
  pageRequest: PageRequest,
  options?: CallApiOptions,
): Generator<unknown, Paged<LoadRecord>, unknown> {
  const answer = yield* callApi(searchAvailableLoads, [criteria, pageRequest], options);
  const credentials = (yield select(selectApiCredentials)) as ApiCredentials | null;
  const keptAt = (yield call(nowMs)) as number;
  yield put(searchAnswerKept({ key: searchKeyOf(credentials, criteria, pageRequest), keptAt, answer }));
  return answer;
}
