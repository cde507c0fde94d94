import { screen, waitFor, within } from '@testing-library/react';
import * as openDocument from '../../../../src/client/features/myDocuments/openDocument';
import { renderAppAt, signedInState } from '../../app/renderAppAt';
import { routeFetch, type Route } from '../../support/routedFetch';
import type { CannedResponse } from '../../support/fetchStub';
import { storageQuotaMessage, uploadLimitMessage } from '../../../../src/shared/carrierLimits';

const json = (body: unknown, status = 200): CannedResponse => ({ status, body, headers: { 'content-type': 'application/json' } });
const cargo = { documentId: 11, title: 'Certificate of Insurance - Cargo', dateAdded: '2026-10-01' };
const agreement = { documentId: 12, title: 'Broker-Carrier Agreement', dateAdded: '2025-01-15' };
const page = (records: unknown[]) => json({ records, totalRecordCount: records.length });
const lists = (insurance: unknown[], agreements: unknown[]): Route[] => [
  ['GET', /\/api\/CarrierDocuments\/InsuranceDocuments$/, () => page(insurance)],
  ['GET', /\/api\/CarrierDocuments\/BrokerAgreement$/, () => page(agreements)],
];

const section = (name: string) => screen.getByRole('region', { name });
const findSection = (name: string) => screen.findByRole('region', { name });
const pdfFile = () => new File(['%PDF-1.4\n%%EOF\n'], 'coi-2027.pdf', { type: 'application/pdf' });
const uploadCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('My Documents screen (account spec 2.11, 7 and 8)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('both sections show a loading indicator, then cards with title, dateAdded and a Download label', async () => {
    let answerInsurance: (answer: CannedResponse) => void = () => undefined;
    routeFetch([
      ['GET', /\/api\/CarrierDocuments\/InsuranceDocuments$/, () => new Promise<CannedResponse>((resolve) => { answerInsurance = resolve; })],
      ['GET', /\/api\/CarrierDocuments\/BrokerAgreement$/, () => page([agreement])],
    ]);
    renderAppAt('/my-account/documents', signedInState());
    expect(await screen.findByRole('heading', { name: 'My Documents' })).toBeTruthy();
    expect((await within(await findSection('Insurance Documents')).findByRole('status')).textContent).toContain('Loading Insurance Documents');
    answerInsurance(page([cargo]));
    const insuranceCard = await within(section('Insurance Documents')).findByRole('button', { name: /Certificate of Insurance - Cargo/ });
    expect(insuranceCard.textContent).toBe('Certificate of Insurance - CargoAdded 10/1/2026Download');
    const agreementCard = await within(section('Broker Agreements')).findByRole('button', { name: /Broker-Carrier Agreement/ });
    expect(agreementCard.textContent).toContain('1/15/2025');
    expect(agreementCard.textContent).toContain('Download');
  });

  it('a section without documents says No documents found', async () => {
    routeFetch([...lists([], [agreement])]);
    renderAppAt('/my-account/documents', signedInState());
    expect(await within(await findSection('Insurance Documents')).findByText('No documents found')).toBeTruthy();
    expect(await within(section('Broker Agreements')).findByRole('button', { name: /Broker-Carrier Agreement/ })).toBeTruthy();
    expect(within(section('Broker Agreements')).queryByText('No documents found')).toBeNull();
  });

  it('Download navigates the browser to the managedDocumentUrl of the document', async () => {
    const open = jest.spyOn(openDocument, 'openDocumentUrl').mockImplementation(() => undefined);
    const url = 'http://localhost/api/DocumentFiles/11?expires=1&signature=s';
    const fetchMock = routeFetch([...lists([cargo], []), ['GET', /\/api\/DocumentUrls$/, () => json([{ documentId: 11, managedDocumentUrl: url }])]]);
    const { user } = renderAppAt('/my-account/documents', signedInState());
    await user.click(await screen.findByRole('button', { name: /Certificate of Insurance - Cargo/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url));
    const asked = fetchMock.mock.calls.map(([requested]) => new URL(String(requested), 'http://localhost')).find(({ pathname }) => pathname === '/api/DocumentUrls');
    expect(asked?.searchParams.get('documentIds')).toBe('11');
  });

  it('a download whose URL cannot be obtained says Could not download document. Please try again later.', async () => {
    const open = jest.spyOn(openDocument, 'openDocumentUrl').mockImplementation(() => undefined);
    routeFetch([...lists([cargo], []), ['GET', /\/api\/DocumentUrls$/, () => json({ message: 'Document 11 not found' }, 404)]]);
    const { user } = renderAppAt('/my-account/documents', signedInState());
    await user.click(await screen.findByRole('button', { name: /Certificate of Insurance - Cargo/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not download document. Please try again later.');
    expect(open).not.toHaveBeenCalled();
  });

  it('the upload asks for a file and both expiration dates under their fields before any call', async () => {
    const fetchMock = routeFetch([...lists([], [])]);
    const { user } = renderAppAt('/my-account/documents', signedInState());
    await user.click(await screen.findByRole('button', { name: 'Upload Certificate' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeTruthy();
    expect(screen.getByText('Damage expiration date is required')).toBeTruthy();
    expect(screen.getByText('Liability expiration date is required')).toBeTruthy();
    expect(uploadCalls(fetchMock)).toHaveLength(0);
  });

  it('a file that is not a PDF, PNG or JPEG by its bytes is refused in the form, whatever its name', async () => {
    const fetchMock = routeFetch([...lists([], [])]);
    const { user } = renderAppAt('/my-account/documents', signedInState());
    const input = await screen.findByLabelText(/Certificate file/);
    await user.upload(input, new File(['<html>not a certificate</html>'], 'certificate.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The file must be a PDF, PNG or JPEG.')).toBeTruthy();
    await user.type(screen.getByLabelText('Damage expiration date'), '2027-03-31');
    await user.type(screen.getByLabelText('Liability expiration date'), '2027-09-30');
    await user.click(screen.getByRole('button', { name: 'Upload Certificate' }));
    expect(uploadCalls(fetchMock)).toHaveLength(0);
  });

  it('an uploaded certificate is sent as the raw file with its dates and added as a new card', async () => {
    const created = { documentId: 40, title: 'Cargo and Liability 2027', dateAdded: '2026-11-24' };
    const fetchMock = routeFetch([...lists([cargo], []), ['POST', /\/api\/CarrierDocuments\/InsuranceDocuments$/, () => json(created, 201)]]);
    const { user } = renderAppAt('/my-account/documents', signedInState());
    const file = pdfFile();
    await user.upload(await screen.findByLabelText(/Certificate file/), file);
    await user.type(screen.getByLabelText('Title (optional)'), 'Cargo and Liability 2027');
    await user.type(screen.getByLabelText('Damage expiration date'), '2027-03-31');
    await user.type(screen.getByLabelText('Liability expiration date'), '2027-09-30');
    await user.click(screen.getByRole('button', { name: 'Upload Certificate' }));

    const cards = async () => within(section('Insurance Documents')).findAllByRole('button');
    await waitFor(async () => expect((await cards()).map((card) => card.textContent)).toEqual([
      'Cargo and Liability 2027Added 11/24/2026Download', 'Certificate of Insurance - CargoAdded 10/1/2026Download',
    ]));
    expect(screen.getByRole('status').textContent).toBe('Certificate uploaded');
    const [[url, init]] = uploadCalls(fetchMock) as [string, RequestInit][];
    const query = new URL(url, 'http://localhost').searchParams;
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
    expect(Object.fromEntries(['title', 'damageExpirationDate', 'liabilityExpirationDate', 'fileName'].map((key) => [key, query.get(key)]))).toEqual({
      title: 'Cargo and Liability 2027', damageExpirationDate: '2027-03-31', liabilityExpirationDate: '2027-09-30', fileName: 'coi-2027.pdf',
    });
  });

  it('the server word on a refused upload is shown under its field', async () => {
    const refusal = { message: 'Validation failed', errors: [{ field: 'damageExpirationDate', message: 'Enter a date' }] };
    routeFetch([...lists([], []), ['POST', /\/api\/CarrierDocuments\/InsuranceDocuments$/, () => json(refusal, 400)]]);
    const { user } = renderAppAt('/my-account/documents', signedInState());
    await user.upload(await screen.findByLabelText(/Certificate file/), pdfFile());
    await user.type(screen.getByLabelText('Damage expiration date'), '2027-03-31');
    await user.type(screen.getByLabelText('Liability expiration date'), '2027-09-30');
    await user.click(screen.getByRole('button', { name: 'Upload Certificate' }));
    const damage = screen.getByLabelText('Damage expiration date');
    await waitFor(() => expect(damage.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(damage.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a date');
  });

  const uploadRefusedWith = async (answer: CannedResponse) => {
    routeFetch([...lists([], []), ['POST', /\/api\/CarrierDocuments\/InsuranceDocuments$/, () => answer]]);
    const { user } = renderAppAt('/my-account/documents', signedInState());
    await user.upload(await screen.findByLabelText(/Certificate file/), pdfFile());
    await user.type(screen.getByLabelText('Damage expiration date'), '2027-03-31');
    await user.type(screen.getByLabelText('Liability expiration date'), '2027-09-30');
    await user.click(screen.getByRole('button', { name: 'Upload Certificate' }));
  };

  it('an upload past the storage quota says so under the file (413 storage_quota)', async () => {
    const message = storageQuotaMessage(200 * 1024 * 1024);
    await uploadRefusedWith(json({ message, code: 'storage_quota', errors: [{ field: 'file', message }] }, 413));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('an upload past the uploads per hour says when to try again (429 upload_limit)', async () => {
    const message = `${uploadLimitMessage(60)} Try again in 5 minutes.`;
    await uploadRefusedWith({ ...json({ message, code: 'upload_limit' }, 429), headers: { 'content-type': 'application/json', 'retry-after': '300' } });
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
