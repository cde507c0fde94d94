import type { FastifyInstance } from 'fastify';
import { inspectionFacts } from '../../../src/server/repositories/loadDocuments';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorKeyHeader } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';
import { asCarrier, assignedLoad, carrierSession, linkedDriver } from '../driverLink/support';
import { aKey, inspected, inspectionBody, postInspection, sendPhoto, testJpeg } from './support';

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describeEachDatabase('reading the inspections: the driver, the carrier, the desk and the photos\' links', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterAll(() => app.close());

  async function inspectedLoad(postedBy: string | null = null) {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked, 'InRoute');
    if (postedBy) await getDb().db.updateTable('loads').set({ postedBy }).where('id', '=', id).execute();
    const photoKey = aKey();
    const sent = await sendPhoto(app, linked.token, id, photoKey, await testJpeg(800, 600));
    const body = inspectionBody('pickup', 1);
    body.vehicles[0]!.photos = [{ photoKey, angle: 'front' }];
    expect((await postInspection(app, linked.token, id, body)).statusCode).toBe(201);
    await inspected(app, linked.token, id, 'delivery');
    return { linked, id, photoId: sent.json().photoId as number };
  }

  test('the driver, the carrier and the desk read every version, pick-up first, with the load\'s inspection kind', async () => {
    const { linked, id } = await inspectedLoad();
    const driver = await app.inject({ method: 'GET', url: `/api/driver/loads/${id}/inspections`, headers: bearer(linked.token) });
    const carrier = await asCarrier(app, linked.carrier, 'GET', `CarrierLoads/${id}/inspections`);
    const desk = await app.inject({ method: 'GET', url: `/api/desk/loads/${id}/inspections`, headers: await operatorKeyHeader(app) });
    for (const response of [driver, carrier, desk]) {
      expect(response.statusCode).toBe(200);
      expect(response.json().inspectionKind).toBe('standard');
      expect(response.json().records.map((record: { stage: string }) => record.stage)).toEqual(['pickup', 'delivery']);
    }
  });

  test('another carrier\'s load is 404 to the carrier; the carrier route needs a carrier session (401)', async () => {
    const { id, linked } = await inspectedLoad();
    const other = await carrierSession(app, getDb(), 'Other Haulers');
    expect((await asCarrier(app, other, 'GET', `CarrierLoads/${id}/inspections`)).statusCode).toBe(404);
    expect((await asCarrier(app, other, 'GET', 'CarrierLoads/999999999/inspections')).statusCode).toBe(404);
    for (const headers of [bearer(linked.token), await deskAuthHeader(app), {}]) {
      expect((await app.inject({ method: 'GET', url: `/api/CarrierLoads/${id}/inspections?SourceApplication=CarrierPortal`, headers })).statusCode).toBe(401);
    }
  });

  test('a broker key reads its own loads\' inspections only: another broker\'s load is 404; a carrier or driver token is 401', async () => {
    const brokerName = `inspections broker ${process.pid}-${Math.random()}`;
    const broker = await deskAuthHeader(app, brokerName);
    const { id, linked } = await inspectedLoad(brokerName);
    const { id: others } = await inspectedLoad('someone else');
    expect((await app.inject({ method: 'GET', url: `/api/desk/loads/${id}/inspections`, headers: broker })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/desk/loads/${others}/inspections`, headers: broker })).statusCode).toBe(404);
    for (const headers of [bearer(linked.token), bearer(linked.carrier.token)]) {
      expect((await app.inject({ method: 'GET', url: `/api/desk/loads/${id}/inspections`, headers })).statusCode).toBe(401);
    }
  });

  test('the driver reads only their own loads\' inspections (404 otherwise)', async () => {
    const { id } = await inspectedLoad();
    const stranger = await linkedDriver(app, getDb());
    expect((await app.inject({ method: 'GET', url: `/api/driver/loads/${id}/inspections`, headers: bearer(stranger.token) })).statusCode).toBe(404);
  });

  test('a photo\'s links serve it without a session for a few minutes; bent to another photo or size, or expired, they are refused (403)', async () => {
    const { linked, id, photoId } = await inspectedLoad();
    clock.pin('2026-11-26T10:00:00.000Z');
    const record = (await asCarrier(app, linked.carrier, 'GET', `CarrierLoads/${id}/inspections`)).json().records[0];
    const { url, thumbnailUrl } = record.vehicles[0].photos[0];
    const full = await app.inject(pathOf(url));
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.rawPayload.length).toBeGreaterThan((await app.inject(pathOf(thumbnailUrl))).rawPayload.length);
    expect((await app.inject(pathOf(url).replace(`/inspection-photos/${photoId}`, `/inspection-photos/${photoId + 1}`))).statusCode).toBe(403);
    expect((await app.inject(pathOf(url).replace('?', '/thumbnail?'))).statusCode).toBe(403);
    expect((await app.inject(pathOf(url).replace(/signature=[^&]+/, 'signature=AAAA'))).statusCode).toBe(403);
    clock.pin('2026-11-26T10:05:00.000Z');
    const expired = await app.inject(pathOf(url));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This photo link has expired. Open the inspection again.');
  });

  test('a browser may keep a photo while its link lives, and only for its own user (private, max-age=300); the inspection record is never kept', async () => {
    const { linked, id } = await inspectedLoad();
    clock.pin('2026-11-26T10:00:00.000Z');
    const inspections = await asCarrier(app, linked.carrier, 'GET', `CarrierLoads/${id}/inspections`);
    expect(inspections.headers['cache-control']).toBe('no-store');
    const { url, thumbnailUrl } = inspections.json().records[0].vehicles[0].photos[0];
    for (const link of [url, thumbnailUrl]) expect((await app.inject(pathOf(link))).headers['cache-control']).toBe('private, max-age=300');
    const refused = await app.inject(pathOf(url).replace(/signature=[^&]+/, 'signature=AAAA'));
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  test('the bill of lading reads the current pick-up and delivery inspections and the thumbnails\' bytes', async () => {
    const { linked, id, photoId } = await inspectedLoad();
    const first = await inspectionFacts(app.db, id);
    expect(first.images.get(photoId)?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    await inspected(app, linked.token, id, 'pickup');
    const corrected = await inspectionFacts(app.db, id);
    expect([corrected.inspections.pickup?.version, corrected.inspections.delivery?.version]).toEqual([2, 1]);
    // The correction names no photo: the first version's photos are kept, but the bill prints the current one.
    expect(corrected.images.has(photoId)).toBe(false);
  });

  test('the three inspection calls are in the OpenAPI document', async () => {
    const paths = (await app.inject('/api/docs/json')).json().paths;
    expect(paths['/api/driver/loads/{id}/inspections'].post).toBeDefined();
    expect(paths['/api/driver/loads/{id}/inspection-photos'].post).toBeDefined();
    expect(paths['/api/CarrierLoads/{id}/inspections'].get.security).toEqual([{ carrierBearer: [] }]);
    expect(paths['/api/desk/loads/{id}/inspections'].get.tags).toEqual(['desk']);
  });
});
