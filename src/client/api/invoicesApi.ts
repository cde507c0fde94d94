/** Invoices and the payment term (account spec 7, CarrierApInvoice): a page of a list, its CSV and e-mail, one invoice. */
import { EXPORT_PAGE_SIZE, FIRST_PAGE_NUMBER } from '../../shared/constants';
import type { DefaultPaymentMethod, InvoiceListCriteria, InvoiceRecord, PaymentTerm } from '../../shared/invoices';
import type { EmailRecipientRequest } from '../../shared/loads';
import type { Paged } from '../../shared/wire';
import type { ApiCredentials } from './credentials';
import { fetchLookup } from './helpApi';
import { request, requestFile, type DownloadedFile } from './request';
import { expectArray, expectData, expectPaged, expectText } from './shapes';
import { viewerTimeZone } from './viewerTimeZone';

const LIST_PATH = 'CarrierApInvoice/list';

/** Exports and e-mails cover the whole list: one page as large as the spec allows. */
const wholeList = { pageNumber: FIRST_PAGE_NUMBER, pageSize: EXPORT_PAGE_SIZE };

export async function fetchInvoiceList(
  credentials: ApiCredentials | null, criteria: InvoiceListCriteria, page: { pageNumber: number; pageSize: number },
): Promise<Paged<InvoiceRecord>> {
  const answer = await request(LIST_PATH, { method: 'POST', read: true, credentials, query: page, body: criteria });
  return expectPaged<InvoiceRecord>(answer, 'invoices');
}

/** The CSV text and the server's file name ('Paid Invoices.csv'). */
export async function exportInvoiceList(credentials: ApiCredentials | null, criteria: InvoiceListCriteria): Promise<DownloadedFile<string>> {
  const file = await requestFile<string>(LIST_PATH, {
    method: 'POST', credentials, query: { ...wholeList, resultType: 'CSV', timeZone: viewerTimeZone() }, body: criteria, responseType: 'text',
  });
  return { content: expectText(file.content, 'CSV'), fileName: file.fileName };
}

export async function emailInvoiceList(
  credentials: ApiCredentials | null, criteria: InvoiceListCriteria, recipient: EmailRecipientRequest,
): Promise<void> {
  await request(LIST_PATH, {
    method: 'POST', credentials, query: { ...wholeList, resultType: 'Email', timeZone: viewerTimeZone() }, body: { ...criteria, ...recipient },
  });
}

export async function fetchInvoice(credentials: ApiCredentials | null, orderNumber: number): Promise<InvoiceRecord> {
  return expectData(await request<InvoiceRecord>(`CarrierApInvoice/details/${orderNumber}`, { credentials }));
}

export async function fetchDefaultPaymentMethod(credentials: ApiCredentials | null): Promise<DefaultPaymentMethod> {
  return expectData(await request<DefaultPaymentMethod>('CarrierApInvoice/DefaultPaymentMethod', { credentials }));
}

export async function requestPaymentMethodChange(credentials: ApiCredentials | null, code: string): Promise<DefaultPaymentMethod> {
  return expectData(await request<DefaultPaymentMethod>('CarrierApInvoice/DefaultPaymentMethodChangeRequest', {
    method: 'POST', credentials, query: { requestedSettlementOption: code },
  }));
}

export async function fetchPaymentTerms(): Promise<PaymentTerm[]> {
  return expectArray<PaymentTerm>(await fetchLookup('PaymentTerms'), 'payment terms');
}

export async function fetchDisputeAddress(): Promise<string> {
  const address = await fetchLookup('DisputePaymentEmailAddress');
  if (typeof address !== 'string') throw new Error('expected data');
  return address;
}
