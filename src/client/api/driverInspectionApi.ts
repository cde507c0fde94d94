/** The driver's inspection calls (issue 24), signed with the link token like the driver's other calls. */
import type { InspectionBody, InspectionPhotoUploadReply, InspectionRecord } from '../../shared/contracts/inspection';
import { linkCredentials } from './driverLinkApi';
import { request } from './request';
import { expectData } from './shapes';

/** The photo's bytes as they are, named by its key: the same key sent again answers the photo it first stored. */
export async function uploadInspectionPhoto(linkToken: string, loadId: number, key: string, photo: Blob): Promise<InspectionPhotoUploadReply> {
  return expectData(await request<InspectionPhotoUploadReply>(`driver/loads/${loadId}/inspection-photos`, {
    method: 'POST', credentials: linkCredentials(linkToken), file: photo, fileType: photo.type, headers: { 'Idempotency-Key': key },
  }));
}

/** Sent with the contract's own keys: the body is the shared schema's, names of photo keys and all. */
export async function sendInspection(linkToken: string, loadId: number, body: InspectionBody): Promise<InspectionRecord> {
  return expectData(await request<InspectionRecord>(`driver/loads/${loadId}/inspections`, {
    method: 'POST', credentials: linkCredentials(linkToken), body, bodyKeys: 'unchanged',
  }));
}
