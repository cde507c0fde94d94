/** My Documents (account spec 7): the two lists, the signed download links and the certificate upload. */
import type { CarrierDocumentRecord, DocumentUrlRecord } from '../../shared/carrierDocuments';
import type { CertificateDetails } from '../../shared/insuranceCertificate';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectArray, expectData, expectPaged } from './shapes';
import { viewerTimeZone } from './viewerTimeZone';

export type DocumentListName = 'insurance' | 'brokerAgreements';

const listPaths: Record<DocumentListName, string> = {
  insurance: 'CarrierDocuments/InsuranceDocuments',
  brokerAgreements: 'CarrierDocuments/BrokerAgreement',
};

export async function fetchCarrierDocuments(credentials: ApiCredentials | null, list: DocumentListName): Promise<CarrierDocumentRecord[]> {
  return expectPaged<CarrierDocumentRecord>(await request(listPaths[list], { credentials }), 'documents').records;
}

/** The spec reads the first item's managedDocumentUrl; the server answers one item per id asked for. */
export async function fetchDocumentUrl(credentials: ApiCredentials | null, documentId: number): Promise<string> {
  const items = expectArray<DocumentUrlRecord>(await request('DocumentUrls', { credentials, query: { documentIds: documentId } }), 'document urls');
  return expectData(items[0]?.managedDocumentUrl);
}

export async function uploadInsuranceCertificate(
  credentials: ApiCredentials | null,
  file: Blob & { name?: string },
  details: CertificateDetails,
): Promise<CarrierDocumentRecord> {
  const created = await request<CarrierDocumentRecord>(listPaths.insurance, {
    method: 'POST', credentials, file, query: { ...details, fileName: file.name, timeZone: viewerTimeZone() },
  });
  return expectData(created);
}
