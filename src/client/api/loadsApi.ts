/** Load search calls: available loads (cached, loads spec 7 and 9) and New Loads for You. */
import { SUGGESTED_LOADS_LIMIT } from '../../shared/constants';
import type { LoadRecord, SearchCriteria } from '../../shared/loads';
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

export async function searchAvailableLoads(
  credentials: ApiCredentials | null,
  criteria: SearchCriteria,
  { pageNumber, pageSize, view }: PageRequest,
): Promise<Paged<LoadRecord>> {
  // Answers hold the user's own favourite flags, so one user's answers are never another's.
  const key = cacheKeyOf({ userId: credentials?.userId ?? null, criteria, pageNumber, pageSize, view: view ?? null });
  const cached = readCachedAnswer<Paged<LoadRecord>>(key);
  if (cached) return cached;
  const answer = await request('CarrierLoads/search/available', {
    method: 'POST',
    credentials,
    query: { pageNumber, pageSize, view },
    body: criteria,
  });
  const page = expectPaged<LoadRecord>(answer, 'available loads');
  storeCachedAnswer(key, page);
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
