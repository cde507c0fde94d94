/** The driver's inspections of the carrier's own load (issue 24): every version at pick-up and at delivery. */
import type { InspectionsReply } from '../../shared/contracts/inspection';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

/** Photos and thumbnails come as signed links that live a few minutes and need no session (an <img> shows them). */
export async function fetchLoadInspections(credentials: ApiCredentials | null, loadId: number): Promise<InspectionsReply> {
  return expectData(await request<InspectionsReply>(`CarrierLoads/${loadId}/inspections`, { credentials }));
}
