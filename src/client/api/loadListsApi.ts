/** The carrier's load lists (loads spec 7): a page of a list, its CSV export and its e-mail. */
import { EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../shared/constants';
import type { EmailRecipientRequest, LoadListCriteria, LoadListKind, LoadRecord } from '../../shared/loads';
import type { Paged } from '../../shared/wire';
import type { ApiCredentials } from './credentials';
import { request, requestFile, type DownloadedFile } from './request';
import { expectPaged, expectText } from './shapes';
import { viewerTimeZone } from './viewerTimeZone';

export interface ListPageRequest {
  pageNumber: number;
  pageSize: number;
}

const listPath = (kind: LoadListKind) => `CarrierLoads/list/${kind}`;

/** Exports and e-mails cover the whole list: one page as large as the spec allows. */
const wholeList = { pageNumber: FIRST_PAGE_NUMBER, pageSize: EXPORT_PAGE_SIZE };

export async function fetchLoadList(
  credentials: ApiCredentials | null,
  kind: LoadListKind,
  criteria: LoadListCriteria,
  { pageNumber, pageSize }: ListPageRequest,
): Promise<Paged<LoadRecord>> {
  const answer = await request(listPath(kind), { method: 'POST', read: true, credentials, query: { pageNumber, pageSize, timeZone: viewerTimeZone() }, body: criteria });
  return expectPaged<LoadRecord>(answer, `${kind} loads`);
}

/** The CSV text with the server's file name ('claimed-loads-2026-11-21.csv'), when it sends one. */
export async function exportLoadList(
  credentials: ApiCredentials | null,
  kind: LoadListKind,
  criteria: LoadListCriteria,
): Promise<DownloadedFile<string>> {
  const file = await requestFile<string>(listPath(kind), {
    method: 'POST',
    credentials,
    query: { ...wholeList, resultType: 'CSV', timeZone: viewerTimeZone() },
    body: criteria,
    responseType: 'text',
  });
  return { content: expectText(file.content, 'CSV'), fileName: file.fileName };
}

export async function emailLoadList(
  credentials: ApiCredentials | null,
  kind: LoadListKind,
  criteria: LoadListCriteria,
  recipient: EmailRecipientRequest,
): Promise<void> {
  await request(listPath(kind), {
    method: 'POST',
    credentials,
    query: { ...wholeList, resultType: 'Email', timeZone: viewerTimeZone() },
    body: { ...criteria, ...recipient },
  });
}
