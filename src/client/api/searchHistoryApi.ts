/** Saved and recent searches (loads spec 7, CarrierLoadsSearchHistory). */
import type { SearchValues, StoredSearch } from '../../shared/contracts/searchCriteria';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectArray } from './shapes';

const BASE = 'CarrierLoadsSearchHistory';

export async function saveSearch(credentials: ApiCredentials | null, criteria: SearchValues): Promise<StoredSearch> {
  return request<StoredSearch>(`${BASE}/SaveSearchHistory`, { method: 'POST', credentials, body: criteria });
}

export async function saveRecentSearch(
  credentials: ApiCredentials | null,
  criteria: SearchValues,
): Promise<StoredSearch> {
  return request<StoredSearch>(`${BASE}/SaveRecentSearchHistory`, { method: 'POST', credentials, body: criteria });
}

export async function fetchSavedSearches(credentials: ApiCredentials | null): Promise<StoredSearch[]> {
  return expectArray<StoredSearch>(await request(`${BASE}/GetSavedSearchHistory`, { credentials }), 'saved searches');
}

export async function fetchRecentSearches(credentials: ApiCredentials | null): Promise<StoredSearch[]> {
  return expectArray<StoredSearch>(await request(`${BASE}/GetRecentSearchHistory`, { credentials }), 'recent searches');
}

export async function removeSearch(credentials: ApiCredentials | null, searchHistoryId: number): Promise<void> {
  await request(`${BASE}/RemoveSearchHistory`, { method: 'DELETE', credentials, query: { searchHistoryId } });
}
