/** A load's documents (loads spec 7): one PDF to download, or sent by e-mail to a driver or team member. */
import type { EmailRecipientRequest } from '../../shared/loads';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectBlob } from './shapes';
import { viewerTimeZone } from './viewerTimeZone';

const DOCUMENTS_PATH = 'CarrierLoadDocuments/All';

/** The PDF; the app names it 'Load {id}.pdf' whatever the server calls it (loads spec 7). */
export async function downloadLoadDocuments(credentials: ApiCredentials | null, loadId: number): Promise<Blob> {
  const pdf = await request<Blob>(DOCUMENTS_PATH, {
    method: 'POST', credentials, query: { timeZone: viewerTimeZone() }, body: { orderId: loadId }, responseType: 'blob',
  });
  return expectBlob(pdf, 'PDF');
}

export async function emailLoadDocuments(
  credentials: ApiCredentials | null,
  loadId: number,
  recipient: EmailRecipientRequest,
): Promise<void> {
  await request(DOCUMENTS_PATH, {
    method: 'POST',
    credentials,
    query: { resultType: 'Email', timeZone: viewerTimeZone() },
    body: { orderId: loadId, ...recipient },
  });
}
