/**
 * Load search calls: available loads and New Loads for You. Every search asks the server (the request helper
 * shares identical ones within a second); the saga layer keeps its answers in the store for SEARCH_CACHE_SECONDS
 * (features/requestCache) so that a search run again shows its last page at once (loads spec 7 and 9).
 */
import { SUGGESTED_LOADS_LIMIT } from '../../shared/constants';
import type { SearchCriteria } from '../../shared/contracts/searchCriteria';
import type { LoadRecord } from '../../shared/loads';
import type { Paged } from '../../shared/wire';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectPaged } from './shapes';

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  /** 'map' answers lighter records for pins. */
  view?: 'map';
  /** The `next` of the page shown: the loads after its last one, whatever moved since (the page number is then not read). */
  after?: string;
}

export async function searchAvailableLoads(
  credentials: ApiCredentials | null,
  criteria: SearchCriteria,
  pageRequest: PageRequest,
): Promise<Paged<LoadRecord>> {
  const { pageNumber, pageSize, view, after } = pageRequest;
  const answer = await request('CarrierLoads/search/available', {
    method: 'POST',
    read: true,
    credentials,
    query: { pageNumber, pageSize, view, after },
    body: criteria,
  });
  return expectPaged<LoadRecord>(answer, 'available loads');
}

/** New Loads for You: a few loads matched to the carrier's preferences and recent searches. */
export async function fetchRecommendedLoads(credentials: ApiCredentials | null): Promise<Paged<LoadRecord>> {
  const answer = await request('CarrierLoads/recommended', {
    credentials,
    query: { pageSize: SUGGESTED_LOADS_LIMIT },
  });
  return expectPaged<LoadRecord>(answer, 'recommended loads');
}
