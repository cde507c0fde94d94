import { downloadLoadDocuments, emailLoadDocuments } from '../../../../src/client/api/documentsApi';
import { emailLoadList, exportLoadList, fetchLoadList } from '../../../../src/client/api/loadListsApi';
import { fileNameOf } from '../../../../src/client/api/request';
import { fetchVehicleCount } from '../../../../src/client/api/trucksApi';
import { readText, requestOf, stubFetch } from '../../support/fetchStub';
import { clearRequestCache } from '../../../../src/client/api/requestCache';
import { signedInCredentials as credentials } from '../../support/sagaProviders';

const recipient = { toUserId: 3, toUserType: 'Driver' as const, subject: 'Documents for loads on 11/22/2026', body: 'Here' };

describe('list, CSV, e-mail and documents calls (loads spec 7)', () => {
  it('a list page is POST CarrierLoads/list/{kind} with the criteria and pageNumber, pageSize', async () => {
    const fetchMock = stubFetch({ body: JSON.stringify({ records: [], totalRecordCount: 0 }) });
    await fetchLoadList(credentials, 'inRoute', { driverId: 3 }, { pageNumber: 2, pageSize: 20 });
    const sent = requestOf(fetchMock);
    expect([sent.method, sent.pathname]).toEqual(['POST', '/api/CarrierLoads/list/inRoute']);
    expect([sent.query.get('pageNumber'), sent.query.get('pageSize')]).toEqual(['2', '20']);
    expect(sent.body).toEqual({ DriverId: 3 });
  });

  it('the CSV export asks for the whole list (resultType CSV, page size 10000) and keeps the file name of the answer', async () => {
    const fetchMock = stubFetch({
      body: 'Load,Rate\n',
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="claimed-loads-2026-11-21.csv"' },
    });
    const file = await exportLoadList(credentials, 'pendingPickup', { scheduledPickupRange: 'tomorrow' });
    expect(file).toEqual({ content: 'Load,Rate\n', fileName: 'claimed-loads-2026-11-21.csv' });
    const sent = requestOf(fetchMock);
    expect(sent.pathname).toBe('/api/CarrierLoads/list/pendingPickup');
    expect([sent.query.get('resultType'), sent.query.get('pageNumber'), sent.query.get('pageSize')]).toEqual(['CSV', '1', '10000']);
    expect(sent.body).toEqual({ ScheduledPickupRange: 'tomorrow' });
  });

  it('the list e-mail sends the criteria with toUserId, subject and body (resultType Email, page size 10000)', async () => {
    const fetchMock = stubFetch({ body: '{"ok":true}' });
    await emailLoadList(credentials, 'delivered', { deliveredFrom: '2026-11-01' }, recipient);
    const sent = requestOf(fetchMock);
    expect([sent.query.get('resultType'), sent.query.get('pageSize')]).toEqual(['Email', '10000']);
    expect(sent.body).toEqual({
      DeliveredFrom: '2026-11-01',
      ToUserId: 3,
      ToUserType: 'Driver',
      Subject: 'Documents for loads on 11/22/2026',
      Body: 'Here',
    });
  });

  it("a load's documents are POST CarrierLoadDocuments/All with its orderId, answered as a PDF", async () => {
    const fetchMock = stubFetch({ body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } });
    const pdf = await downloadLoadDocuments(credentials, 4711);
    expect(await readText(pdf)).toBe('%PDF-1.7');
    const sent = requestOf(fetchMock);
    expect([sent.method, sent.pathname, sent.body]).toEqual(['POST', '/api/CarrierLoadDocuments/All', { OrderId: 4711 }]);
  });

  it("a load's documents by e-mail add resultType Email and the recipient to the orderId", async () => {
    const fetchMock = stubFetch({ body: '{"ok":true}' });
    await emailLoadDocuments(credentials, 4711, recipient);
    const sent = requestOf(fetchMock);
    expect(sent.query.get('resultType')).toBe('Email');
    expect(sent.body).toEqual({ OrderId: 4711, ToUserId: 3, ToUserType: 'Driver', Subject: recipient.subject, Body: 'Here' });
  });

  it('the vehicle count must hold allotmentRemaining as a number', async () => {
    stubFetch({ body: '{"totalCapacity":9,"vehiclesOnLoads":9,"allotmentRemaining":0}' }, { body: '{"totalCapacity":9}' });
    await expect(fetchVehicleCount(credentials)).resolves.toMatchObject({ allotmentRemaining: 0 });
    clearRequestCache(); // The same read within a second would share the first answer (loads spec 9).
    await expect(fetchVehicleCount(credentials)).rejects.toThrow('unexpected data shape');
  });
});

describe('file names of downloads (loads spec 9: CSV file names get a date suffix)', () => {
  it('reads the quoted, bare and RFC 5987 forms of Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="claimed-loads-2026-11-21.csv"')).toBe('claimed-loads-2026-11-21.csv');
    expect(fileNameOf('attachment; filename=completed-loads-2026-11-21.csv')).toBe('completed-loads-2026-11-21.csv');
    expect(fileNameOf("attachment; filename=\"x.csv\"; filename*=UTF-8''in%20progress-2026-11-21.csv")).toBe('in progress-2026-11-21.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
