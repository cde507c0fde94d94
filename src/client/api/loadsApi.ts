/**
 * Load search calls: available loads and New Loads for You. Every search asks the server (the request helper
 * shares identical ones within a second); its answers are also kept for SEARCH_CACHE_SECONDS so that a search
 * run again shows its last page at once while the fresh one is on its way (loads spec 7 and 9).
 */
import { SUGGESTED_LOADS_LIMIT } from '../../shared/constants';
import type { SearchCriteria } from '../../shared/contracts/searchCriteria';
import type { LoadRecord } from '../../shared/loads';
import type { Paged } from '../../shared/wire';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { cacheKeyOf, readCachedAnswer, storeCachedAnswer } from './searchCache';
import { expectPaged } from './shapes';

export { clearSearchCache } from './searchCache';

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  /** 'map' answers lighter records for pins. */
  view?: 'map';
}

// Answers hold the user's own favourite flags, so one user's answers are never another's.
const searchKeyOf = (credentials: ApiCredentials | null, criteria: SearchCriteria, { pageNumber, pageSize, view }: PageRequest) =>
  cacheKeyOf({ userId: credentials?.userId ?? null, criteria, pageNumber, pageSize, view: view ?? null });

/** The last answer to this search and page within SEARCH_CACHE_SECONDS, to show while asking again; else null. */
export async function cachedAvailableLoads(
  credentials: ApiCredentials | null,
  criteria: SearchCriteria,
  pageRequest: PageRequest,
): Promise<Paged<LoadRecord> | null> {
  return readCachedAnswer<Paged<LoadRecord>>(searchKeyOf(credentials, criteria, pageRequest)) ?? null;
}

export async function searchAvailableLoads(
  credentials: ApiCredentials | null,
  criteria: SearchCriteria,
  pageRequest: PageRequest,
): Promise<Paged<LoadRecord>> {
  const { pageNumber, pageSize, view } = pageRequest;
  const answer = await request('CarrierLoads/search/available', {
    method: 'POST',
    read: true,
    credentials,
    query: { pageNumber, pageSize, view },
    body: criteria,
  });
  const page = expectPaged<LoadRecord>(answer, 'available loads');
  storeCachedAnswer(searchKeyOf(credentials, criteria, pageRequest), page);
  return page;
}

/** New Loads for You: a few loads matched to the carrier's preferences and recent searches. */
export async function fetchRecommendedLoads(credentials: ApiCredentials | null): Promise<Paged<LoadRecord>> {
  const answer = await request('CarrierLoads/recommended', {
    credentials,
    query: { pageSize: SUGGESTED_LOADS_LIMIT },
  });
  return expectPaged<LoadRecord>(answer, 'recommended loads');
}
