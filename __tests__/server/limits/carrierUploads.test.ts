import type { FastifyInstance } from 'fastify';
import { storageQuotaMessage, uploadLimitMessage } from '../../../src/shared/carrierLimits';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { pdfBytes } from '../carrierDocuments/support';

const MIB = 1024 * 1024;
const dates = 'damageExpirationDate=2027-03-31&liabilityExpirationDate=2027-09-30';
const fileOf = (bytes: number) => Buffer.concat([pdfBytes(), Buffer.alloc(bytes - pdfBytes().length, 0x20)]);

/** Issue 21: what a carrier can make the server store is limited, for every kind of upload. */
describeEachDatabase('carrier upload limits', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock, env: { CARRIER_UPLOAD_QUOTA_MB: '1', CARRIER_UPLOADS_PER_HOUR: '3' } });
  });
  beforeEach(async () => {
    clock.pin('2026-11-20T15:00:00.000Z');
    token = await signIn(app, await createCarrier(getDb()));
  });
  afterAll(() => app.close());

  const upload = (content: Buffer, authToken = token) => app.inject({
    method: 'POST', url: `/api/CarrierDocuments/InsuranceDocuments?${dates}&SourceApplication=CarrierPortal`,
    headers: { ...bearer(authToken), 'content-type': 'application/pdf' }, payload: content,
  });
  const insuranceCount = async () => (await app.inject({ url: '/api/CarrierDocuments/InsuranceDocuments', headers: bearer(token) })).json().totalRecordCount;

  test('an upload past the carrier\'s storage quota is refused with 413 storage_quota, and nothing is stored', async () => {
    expect((await upload(fileOf(600 * 1024))).statusCode).toBe(201);
    const refused = await upload(fileOf(600 * 1024));
    expect(refused.statusCode).toBe(413);
    const message = storageQuotaMessage(MIB);
    expect(refused.json()).toEqual({ message, code: 'storage_quota', errors: [{ field: 'file', message }] });
    expect(await insuranceCount()).toBe(1);
    expect((await upload(fileOf(400 * 1024))).statusCode).toBe(201);
  });

  test('uploads past the limit per hour are refused with 429 and Retry-After until the oldest leaves the hour', async () => {
    for (let uploaded = 0; uploaded < 3; uploaded += 1) {
      expect((await upload(pdfBytes())).statusCode).toBe(201);
      clock.advance(5 * 60_000);
    }
    const refused = await upload(pdfBytes());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(45 * 60));
    expect(refused.json()).toEqual({ message: `${uploadLimitMessage(3)} Try again in 45 minutes.`, code: 'upload_limit' });
    expect(await insuranceCount()).toBe(3);
    clock.advance(45 * 60_000);
    expect((await upload(pdfBytes())).statusCode).toBe(201);
  });

  test('another carrier\'s files count against that carrier only', async () => {
    const other = await signIn(app, await createCarrier(getDb()));
    expect((await upload(fileOf(900 * 1024), other)).statusCode).toBe(201);
    expect((await upload(fileOf(900 * 1024))).statusCode).toBe(201);
  });
});
