/** A load's public page (issue 22): its address for Share, and the page's own signed-out read. */
import type { LoadShareLink, PublicLoadRecord } from '../../shared/loads';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

export async function fetchLoadShareLink(credentials: ApiCredentials | null, loadId: number): Promise<LoadShareLink> {
  return expectData(await request<LoadShareLink>(`CarrierLoads/${loadId}/ShareLink`, { credentials }));
}

/** Rejects with the ApiError: 404 `no_longer_available` once the load has left the board, `not_found` for no load. */
export async function fetchPublicLoad(slug: string): Promise<PublicLoadRecord> {
  return expectData(await request<PublicLoadRecord>(`PublicLoads/${encodeURIComponent(slug)}`, { authenticated: false }));
}
