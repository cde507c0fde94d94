/** One load: its detail, the load-number presence check and favourites (loads spec 7). */
import type { FavoriteState, LoadDetailRecord, LoadPresence } from '../../shared/loads';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

/** A 404 (no such load) and a 403 (another carrier's) reject with the ApiError; the screens explain both. */
export async function fetchLoad(credentials: ApiCredentials | null, loadId: number): Promise<LoadDetailRecord> {
  return expectData(await request<LoadDetailRecord>(`CarrierLoads/get/${loadId}`, { method: 'POST', read: true, credentials }));
}

/** Rejects with the server's message ('We're sorry, the load you are looking for ...') when it cannot be opened. */
export async function lookupLoadPresence(credentials: ApiCredentials | null, loadId: number): Promise<LoadPresence> {
  return expectData(await request<LoadPresence>(`CarrierLoads/${loadId}/presence`, { credentials }));
}

export async function addFavorite(credentials: ApiCredentials | null, loadId: number): Promise<FavoriteState> {
  return expectData(await request<FavoriteState>(`CarrierLoads/${loadId}/favorite`, { method: 'POST', credentials }));
}

export async function removeFavorite(credentials: ApiCredentials | null, loadId: number): Promise<FavoriteState> {
  return expectData(await request<FavoriteState>(`CarrierLoads/${loadId}/favorite`, { method: 'DELETE', credentials }));
}
