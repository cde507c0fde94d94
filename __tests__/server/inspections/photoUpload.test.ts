import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { INSPECTION_LIMITS } from '../../../src/shared/inspections';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader } from '../support/deskAuth';
import { assignedLoad, claimedBy, insertDriver, insertLoad, linkedDriver } from '../driverLink/support';
import { aKey, sendPhoto, testJpeg } from './support';

describeEachDatabase('inspection photos from the driver\'s phone', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  const uploads = (clientId: number) => getDb().db.selectFrom('carrierUploads').select(['kind', 'bytes']).where('clientId', '=', clientId).execute();

  test('a photo is checked by its bytes, stored with a JPEG thumbnail at most 320 px a side, and counted against the carrier\'s storage', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } }).png().toBuffer();
    const response = await sendPhoto(app, linked.token, id, aKey(), png, 'application/octet-stream');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 1600, height: 900, bytes: png.length });
    const row = await getDb().db.selectFrom('inspectionPhotos').selectAll().where('id', '=', response.json().photoId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ contentType: 'image/png', loadId: id, driverId: linked.driverId, clientId: linked.carrier.clientId });
    const thumbnail = await sharp(Buffer.from(row.thumbnail)).metadata();
    expect({ format: thumbnail.format, width: thumbnail.width, height: thumbnail.height }).toEqual({ format: 'jpeg', width: 320, height: 180 });
    expect(await uploads(linked.carrier.clientId)).toEqual([{ kind: 'InspectionPhoto', bytes: png.length + Buffer.from(row.thumbnail).length }]);
  });

  test('the same key again answers the same photo (200): no second row, no second count', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    const key = aKey();
    const jpeg = await testJpeg();
    const first = await sendPhoto(app, linked.token, id, key, jpeg);
    const again = await sendPhoto(app, linked.token, id, key, jpeg);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await uploads(linked.carrier.clientId)).toHaveLength(1);
    const other = await assignedLoad(getDb(), linked);
    const elsewhere = await sendPhoto(app, linked.token, other, key, jpeg);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('idempotency_key_reused');
  });

  test('what is not an image is refused by its bytes: a text file named .jpg, an empty body, a truncated JPEG (400)', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    const text = await sendPhoto(app, linked.token, id, aKey(), Buffer.from('just some words, not a photo\n'), 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'file_wrong_type', errors: [{ field: 'file' }] });
    const empty = await sendPhoto(app, linked.token, id, aKey(), Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(['file_empty', 'empty_body']).toContain(empty.json().code);
    const truncated = await sendPhoto(app, linked.token, id, aKey(), (await testJpeg()).subarray(0, 200));
    expect(truncated.statusCode).toBe(400);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await sendPhoto(app, linked.token, id, aKey(), gif, 'image/gif')).json().code).toBe('file_wrong_type');
    expect(await uploads(linked.carrier.clientId)).toEqual([]);
  });

  test(`a photo over ${INSPECTION_LIMITS.photoBytes / 1024 / 1024} MB is refused (413 file_too_large), a 5 MB body too`, async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    const response = await sendPhoto(app, linked.token, id, aKey(), Buffer.alloc(5 * 1024 * 1024, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('file_too_large');
  });

  test('the key must be sent, in the idempotency key pattern (400 on Idempotency-Key)', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    const jpeg = await testJpeg(100, 100);
    for (const key of [null, 'short', 'x'.repeat(65), 'has spaces in it here!!']) {
      const response = await sendPhoto(app, linked.token, id, key, jpeg);
      expect({ key, status: response.statusCode, field: response.json().errors?.[0]?.field }).toEqual({ key, status: 400, field: 'Idempotency-Key' });
    }
  });

  test('the carrier\'s storage quota counts the photos (413 storage_quota)', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    await getDb().db.insertInto('carrierUploads').values({
      clientId: linked.carrier.clientId, kind: 'Insurance', bytes: app.config.carrierLimits.uploadQuotaBytes, createdAt: '2020-01-01T00:00:00.000Z',
    }).execute();
    const response = await sendPhoto(app, linked.token, id, aKey(), await testJpeg(200, 200));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('storage_quota');
  });

  test('only the driver\'s own loads (404), only with the driver\'s link: a carrier\'s token, a desk key or none are 401', async () => {
    const linked = await linkedDriver(app, getDb());
    const own = await assignedLoad(getDb(), linked);
    const colleague = await insertDriver(getDb(), linked.carrier.clientId);
    const colleagues = await insertLoad(getDb(), { ...claimedBy(linked.carrier, 'InRoute'), driverId: colleague });
    const stranger = await linkedDriver(app, getDb());
    const strangers = await assignedLoad(getDb(), stranger);
    const jpeg = await testJpeg(100, 100);
    for (const loadId of [colleagues, strangers, await insertLoad(getDb()), 999_999_999]) {
      expect((await sendPhoto(app, linked.token, loadId, aKey(), jpeg)).statusCode).toBe(404);
    }
    const url = `/api/driver/loads/${own}/inspection-photos`;
    for (const headers of [bearer(linked.carrier.token), await deskAuthHeader(app), {}]) {
      const response = await app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'image/jpeg', 'idempotency-key': aKey() }, payload: jpeg });
      expect(response.statusCode).toBe(401);
    }
  });
});
