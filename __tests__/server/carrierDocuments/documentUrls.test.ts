import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../src/server/config';
import { bearer, createCarrier, signIn, testApp, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { insertDocument, pathOf, pdfBytes } from './support';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

/** GET DocumentUrls (account spec 7) and the signed, short-lived links it answers. */
describeEachDatabase('document urls', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let other: TestCarrier;
  let token: string;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock, env: { DOCUMENT_URL_SECRET: secret } });
    carrier = await createCarrier(getDb());
    other = await createCarrier(getDb(), { clientName: 'Other Carrier' });
  });
  // Sessions are judged by the same clock, so each test signs in at the instant it runs at.
  beforeEach(async () => {
    token = await signIn(app, carrier);
  });
  afterAll(() => app.close());

  const urlsFor = (ids: string) => app.inject({ url: `/api/DocumentUrls?documentIds=${ids}&SourceApplication=HaulboardWeb`, headers: bearer(token) });
  const linkFor = async (id: number) => (await urlsFor(String(id))).json()[0].managedDocumentUrl as string;

  test('a carrier gets a managedDocumentUrl for each of its own documents', async () => {
    const first = await insertDocument(getDb(), carrier.clientId);
    const second = await insertDocument(getDb(), carrier.clientId, { kind: 'BrokerAgreement' });
    const response = await urlsFor(`${first},${second}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { documentId: first, managedDocumentUrl: expect.stringMatching(new RegExp(`/api/DocumentFiles/${first}\\?expires=\\d+&signature=[\\w-]+$`)) },
      { documentId: second, managedDocumentUrl: expect.stringMatching(new RegExp(`/api/DocumentFiles/${second}\\?`)) },
    ]);
  });

  test('the link serves the file with its content type and download name, without a session', async () => {
    const content = pdfBytes('cargo cover');
    const id = await insertDocument(getDb(), carrier.clientId, { content, fileName: 'cargo-insurance.pdf' });
    const response = await app.inject({ url: pathOf(await linkFor(id)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cargo-insurance.pdf"; filename*=UTF-8''cargo-insurance.pdf`);
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  test('another carrier document ids are refused as not found', async () => {
    const own = await insertDocument(getDb(), carrier.clientId);
    const theirs = await insertDocument(getDb(), other.clientId);
    const response = await urlsFor(`${own},${theirs}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `Document ${theirs} not found`, code: 'not_found' });
  });

  test.each(['', 'abc', '1,x', '0'])('documentIds %j that are not document ids answer 400 on documentIds', async (ids) => {
    const response = await urlsFor(ids);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'documentIds', message: expect.any(String) }]);
  });

  test('a link bent to another document, another expiry or another signature answers 403', async () => {
    const id = await insertDocument(getDb(), carrier.clientId);
    const theirs = await insertDocument(getDb(), other.clientId);
    const url = new URL(await linkFor(id));
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const tampered = [
      `/api/DocumentFiles/${theirs}?expires=${expires}&signature=${signature}`,
      `/api/DocumentFiles/${id}?expires=${expires + 3600}&signature=${signature}`,
      `/api/DocumentFiles/${id}?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
      `/api/DocumentFiles/${id}?expires=${expires}`,
    ];
    for (const path of tampered) {
      const response = await app.inject({ url: path });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This document link is not valid. Ask for the document again from My Documents.', code: 'forbidden' });
    }
  });

  test('a link works for five minutes and answers 403 from then on', async () => {
    clock.pin('2026-12-31T23:58:00.000Z');
    token = await signIn(app, carrier);
    const id = await insertDocument(getDb(), carrier.clientId);
    const path = pathOf(await linkFor(id));
    clock.pin('2027-01-01T00:02:59.999Z');
    expect((await app.inject({ url: path })).statusCode).toBe(200);
    clock.pin('2027-01-01T00:03:00.000Z');
    const expired = await app.inject({ url: path });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: 'This document link has expired. Ask for the document again from My Documents.', code: 'forbidden' });
  });

  test('a link signed with another secret does not open the document', async () => {
    const id = await insertDocument(getDb(), carrier.clientId);
    const otherApp = await testApp(getDb(), { clock, env: { DOCUMENT_URL_SECRET: `${secret}-rotated` } });
    try {
      expect((await otherApp.inject({ url: pathOf(await linkFor(id)) })).statusCode).toBe(403);
    } finally {
      await otherApp.close();
    }
  });

  test('unset, every process on the database signs with the secret kept there, so a link from one serves on another', async () => {
    const first = await testApp(getDb(), { clock });
    const second = await testApp(getDb(), { clock });
    try {
      const id = await insertDocument(getDb(), carrier.clientId);
      const asked = await first.inject({ url: `/api/DocumentUrls?documentIds=${id}&SourceApplication=HaulboardWeb`, headers: bearer(await signIn(first, carrier)) });
      const link = asked.json()[0].managedDocumentUrl as string;
      expect((await second.inject({ url: pathOf(link) })).statusCode).toBe(200);
      expect((await app.inject({ url: pathOf(link) })).statusCode).toBe(403);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('DOCUMENT_URL_SECRET', () => {
  test('a secret shorter than 32 characters stops the start, without printing it', () => {
    expect(() => loadConfig({ DOCUMENT_URL_SECRET: 'short-secret' })).toThrow(/DOCUMENT_URL_SECRET must be at least 32 characters, got a shorter value/);
  });
});
