/** Places from our own gazetteer: predictions while typing and the city nearest to a position. */
import type { LocationResult } from '../../shared/loads';
import { isApiError } from './ApiError';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectArray } from './shapes';

export async function searchLocations(credentials: ApiCredentials | null, term: string): Promise<LocationResult[]> {
  return expectArray<LocationResult>(await request('Locations/Search', { credentials, query: { term } }), 'places');
}

/** The nearest sizeable city, or null when nothing is near (the server answers 404). */
export async function reverseGeocode(
  credentials: ApiCredentials | null,
  latitude: number,
  longitude: number,
): Promise<LocationResult | null> {
  try {
    return (await request<LocationResult>('Locations/Reverse', { credentials, query: { latitude, longitude } })) ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
