import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { bearer, createCarrier, signIn, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { operatorKeyHeader } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';
import { pdfBytes, pngBytes } from '../carrierDocuments/support';
import { validate } from '../registration/support';
import { requestPaymentMethodChange } from '../../../src/server/repositories/paymentMethods';

describeEachDatabase('the desk\'s back office: payment preferences, registration codes, announcements, broker agreements', (getDb) => {
  let db: Db;
  let app: FastifyInstance;
  let desk: Record<string, string>;
  const clock = usePinnableClock();

  beforeAll(async () => {
    db = getDb();
    app = await testApp(db, { clock });
    desk = await operatorKeyHeader(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = desk) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  describe('payment preferences', () => {
    test('the pending change requests are listed, and approving one makes it the carrier\'s default', async () => {
      const carrier = await createCarrier(db, { clientName: 'Quick Pay Hopefuls' });
      await requestPaymentMethodChange(db.db, carrier.clientId, carrier.userId, 'QuickPay', new Date('2026-03-01T12:00:00Z'));
      const listed = await call('GET', '/api/desk/payment-preferences');
      expect(listed.statusCode).toBe(200);
      const request = listed.json().find((row: { clientId: number }) => row.clientId === carrier.clientId);
      expect(request).toEqual({
        id: expect.any(Number), clientId: carrier.clientId, clientName: 'Quick Pay Hopefuls', currentCode: 'ACH30', requestedCode: 'QuickPay',
        requestedAt: '2026-03-01T12:00:00.000Z',
      });
      const approved = await call('POST', `/api/desk/payment-preferences/${request.id}/approve`);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toEqual({ clientId: carrier.clientId, requestedCode: 'QuickPay' });
      const client = await db.db.selectFrom('clients').select('defaultPaymentMethod').where('id', '=', carrier.clientId).executeTakeFirstOrThrow();
      expect(client.defaultPaymentMethod).toBe('QuickPay');
    });

    test('approving a request that is not pending gets 404, a malformed id 400', async () => {
      expect((await call('POST', '/api/desk/payment-preferences/99999999/approve')).statusCode).toBe(404);
      const malformed = await call('POST', '/api/desk/payment-preferences/x/approve');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
    });
  });

  describe('registration codes', () => {
    test('a code is issued once, valid for the wizard, with or without a company and an address', async () => {
      clock.pin('2026-12-31T23:58:00Z');
      const issued = await call('POST', '/api/desk/registration-codes', { email: 'owner@newcarrier.test', companyName: 'New Carrier LLC' });
      expect(issued.statusCode).toBe(201);
      expect(issued.json()).toEqual({ code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), expiresAt: expect.any(String) });
      expect((await validate(app, issued.json().code, uniqueAddress())).json().valid).toBe(true);
      expect((await call('POST', '/api/desk/registration-codes')).statusCode).toBe(201);
    });

    test('an e-mail address that is not one gets 400 on email', async () => {
      const response = await call('POST', '/api/desk/registration-codes', { email: 'not an address' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'email', message: expect.any(String) }]);
    });
  });

  describe('announcements', () => {
    test('an announcement is published live from now, listed with where it stands, and ended', async () => {
      clock.pin('2026-03-06T23:50:00Z');
      const published = await call('POST', '/api/desk/announcements', {
        targetType: 'CIHeader', title: 'Winter routes', details: 'Chains required in CO.', callToActionCopy: 'Read more', callToActionUrl: '/help',
      });
      expect(published.statusCode).toBe(201);
      const { id } = published.json();
      expect(published.json()).toEqual({
        id, targetType: 'CIHeader', title: 'Winter routes', details: 'Chains required in CO.', rotationTimeInSeconds: 10,
        callToActionCopy: 'Read more', callToActionUrl: '/help', startsAt: '2026-03-06T23:50:00.000Z', endsAt: null, status: 'current',
      });
      const banner = await app.inject({ method: 'GET', url: '/api/Announcements/List?active=true&current=true' });
      expect(banner.json().announcements.map((shown: { id: number }) => shown.id)).toContain(id);

      expect((await call('GET', '/api/desk/announcements')).json()).toContainEqual(expect.objectContaining({ id, status: 'current' }));
      clock.advance(60_000);
      const ended = await call('POST', `/api/desk/announcements/${id}/end`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual(expect.objectContaining({ id, endsAt: '2026-03-06T23:51:00.000Z', status: 'ended' }));
    });

    test('every problem of a draft gets 400 naming its field', async () => {
      const response = await call('POST', '/api/desk/announcements', {
        targetType: 'Sidebar', title: ' ', details: 'x', callToActionCopy: 'Go', startsAt: 'soon',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field).sort())
        .toEqual(['callToActionUrl', 'startsAt', 'targetType', 'title']);
      const missing = await call('POST', '/api/desk/announcements', {});
      expect(missing.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['details', 'targetType', 'title']);
    });

    test('ending an unknown announcement gets 404', async () => {
      expect((await call('POST', '/api/desk/announcements/99999999/end')).statusCode).toBe(404);
    });
  });

  describe('broker agreements', () => {
    const upload = (query: string, body: Buffer, contentType = 'application/pdf') => app.inject({
      method: 'POST', url: `/api/desk/broker-agreements?${query}`, headers: { ...desk, 'content-type': contentType }, payload: body,
    });

    test('a PDF body is published to the one carrier named, under its My Documents', async () => {
      clock.pin('2026-03-06T23:50:00Z');
      const carrier = await createCarrier(db, { clientName: 'Agreement Haulers' });
      const other = await createCarrier(db);
      const response = await upload(`title=${encodeURIComponent('Broker-Carrier Agreement 2026')}&clientId=${carrier.clientId}&fileName=agreement.pdf`, pdfBytes());
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual([{
        documentId: expect.any(Number), clientId: carrier.clientId, clientName: 'Agreement Haulers', title: 'Broker-Carrier Agreement 2026',
        dateAdded: '2026-03-06', fileName: 'agreement.pdf',
      }]);
      const listOf = async (who: typeof carrier) => (await app.inject({
        method: 'GET', url: '/api/CarrierDocuments/BrokerAgreement', headers: bearer(await signIn(app, who)),
      })).json().records;
      expect(await listOf(carrier)).toEqual([{ documentId: response.json()[0].documentId, title: 'Broker-Carrier Agreement 2026', dateAdded: '2026-03-06' }]);
      expect(await listOf(other)).toEqual([]);
    });

    test('allCarriers=true publishes to every carrier there is now', async () => {
      const carriers = await db.db.selectFrom('clients').select('id').execute();
      const response = await upload('title=For%20everyone&allCarriers=true', pdfBytes(), 'application/octet-stream');
      expect(response.statusCode).toBe(201);
      expect(response.json().map((row: { clientId: number }) => row.clientId).sort()).toEqual(carriers.map((row) => row.id).sort());
    });

    test('a file that is not a PDF, an empty one, a missing title or target each get 400 naming the field', async () => {
      const carrier = await createCarrier(db);
      const cases: [string, Buffer, string][] = [
        [`title=T&clientId=${carrier.clientId}`, pngBytes(), 'file'],
        [`title=T&clientId=${carrier.clientId}`, Buffer.alloc(0), 'file'],
        [`title=%20&clientId=${carrier.clientId}`, pdfBytes(), 'title'],
        [`clientId=${carrier.clientId}`, pdfBytes(), 'title'],
        ['title=T', pdfBytes(), 'clientId'],
        [`title=T&clientId=${carrier.clientId}&allCarriers=true`, pdfBytes(), 'clientId'],
      ];
      for (const [query, body, field] of cases) {
        const response = await upload(query, body);
        expect({ query, field, status: response.statusCode }).toEqual({ query, field, status: 400 });
        expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
      }
    });

    test('a file over 10 MB gets 413 on file; an unknown carrier 404', async () => {
      const carrier = await createCarrier(db);
      const large = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
      const tooLarge = await upload(`title=T&clientId=${carrier.clientId}`, large);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().errors).toEqual([{ field: 'file', message: 'The file is larger than 10 MB.' }]);
      expect((await upload('title=T&clientId=99999999', pdfBytes())).statusCode).toBe(404);
    });
  });
});
