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
import { request, startEarlyRead, type RequestOptions } from './request';
import { expectPaged } from './shapes';

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
  /** 'map' answers lighter records for pins. */
  view?: 'map';
  /** The `next` of the page shown: the loads after its last one, whatever moved since (the page number is then not read). */
  after?: string;
}

function availableLoadsRead(credentials: ApiCredentials | null, criteria: SearchCriteria, pageRequest: PageRequest): [string, RequestOptions] {
  const { pageNumber, pageSize, view, after } = pageRequest;
  return ['CarrierLoads/search/available', {
    method: 'POST',
    read: true,
    credentials,
    query: { pageNumber, pageSize, view, after },
    body: criteria,
  }];
}

export async function searchAvailableLoads(
  credentials: ApiCredentials | null,
  criteria: SearchCriteria,
  pageRequest: PageRequest,
): Promise<Paged<LoadRecord>> {
  const answer = await request(...availableLoadsRead(credentials, criteria, pageRequest));
  return expectPaged<LoadRecord>(answer, 'available loads');
}

/** The same search, asked for before the app runs; the app's identical search takes its answer (request.ts). */
export function searchAvailableLoadsEarly(credentials: ApiCredentials, criteria: SearchCriteria, pageRequest: PageRequest): void {
  startEarlyRead(...availableLoadsRead(credentials, criteria, pageRequest));
}

/** New Loads for You: a few loads matched to the carrier's preferences and recent searches. */
export async function fetchRecommendedLoads(credentials: ApiCredentials | null): Promise<Paged<LoadRecord>> {
  const answer = await request('CarrierLoads/recommended', {
    credentials,
    query: { pageSize: SUGGESTED_LOADS_LIMIT },
  });
  return expectPaged<LoadRecord>(answer, 'recommended loads');
}
