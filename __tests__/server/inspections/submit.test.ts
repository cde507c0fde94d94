import type { FastifyInstance } from 'fastify';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';
import { aVehicle, assignedLoad, claimedBy, insertDriver, insertLoad, linkedDriver } from '../driverLink/support';
import { aKey, aSignature, inspected, inspectionBody, postInspection, sendPhoto, testJpeg } from './support';

describeEachDatabase('the driver\'s inspection, signed and sent', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterAll(() => app.close());

  const loadOf = async (kind: 'standard' | 'advanced' | 'aiag' = 'standard', vehicles = [aVehicle()]) => {
    const linked = await linkedDriver(app, getDb());
    const id = await insertLoad(getDb(), { ...claimedBy(linked.carrier, 'PendingPickup'), driverId: linked.driverId, inspectionKind: kind, vehicles });
    return { linked, id };
  };
  const photo = async (token: string, loadId: number) => {
    const key = aKey();
    expect((await sendPhoto(app, token, loadId, key, await testJpeg(400, 300))).statusCode).toBe(201);
    return key;
  };

  test('a standard inspection is stored as signed, version 1, with a load event and a live event for the carrier', async () => {
    const { linked, id } = await loadOf();
    clock.pin('2026-11-24T14:05:00.000Z');
    const response = await postInspection(app, linked.token, id, inspectionBody('pickup', 1, { inspectedAt: '2026-11-24T08:00:00-06:00' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      loadId: id, stage: 'pickup', kind: 'standard', version: 1, isCurrent: true, driverName: 'Rosa Diaz',
      inspectedAt: '2026-11-24T14:00:00.000Z', receivedAt: '2026-11-24T14:05:00.000Z',
      customer: { name: 'Pat Shipper', signature: aSignature() },
      vehicles: [{ position: 1, label: '2021 Toyota Camry LE', vin: '1M8GDM9AXKP042788', odometer: 12_000, photos: [], damages: [] }],
    });
    const events = await getDb().db.selectFrom('loadEvents').select(['kind', 'details']).where('loadId', '=', id).execute();
    expect(events.map((event) => event.kind)).toEqual(['inspected']);
    const live = await getDb().db.selectFrom('liveEvents').select('data').where('audienceId', '=', linked.carrier.clientId).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(JSON.parse(live.data)).toMatchObject({ type: 'carrierLoad', loadId: id, change: 'inspected' });
  });

  test('an inspection is refused with what its kind still needs (400 validation_failed with the fields)', async () => {
    const { linked, id } = await loadOf('advanced');
    const response = await postInspection(app, linked.token, id, inspectionBody('pickup', 1, {
      customer: { name: 'Pat', email: null, signature: null, notAvailableReason: 'night drop' },
    }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['vehicles[0].photos', 'customer.notAvailableReason', 'location']);
    const badVin = await postInspection(app, linked.token, id, inspectionBody('pickup', 1, { vehicles: [{ position: 1, vin: '1M8GDM9AXKP042789', odometer: null, photos: [], damages: [] }] }));
    expect(badVin.json().errors[0]).toEqual({ field: 'vehicles[0].vin', message: 'This VIN\'s check digit does not match: check each character.' });
  });

  test('an advanced inspection with six photos, the signature and the location is stored with its photos\' signed links', async () => {
    const { linked, id } = await loadOf('advanced');
    const keys = await Promise.all(Array.from({ length: 6 }, () => photo(linked.token, id)));
    const angles = ['front', 'back', 'left', 'right', 'closeUp', 'closeUp'] as const;
    const body = inspectionBody('pickup', 1, {
      vehicles: [{ position: 1, vin: '1HGCM82633A004352', odometer: 5, photos: keys.map((photoKey, index) => ({ photoKey, angle: angles[index]! })), damages: [] }],
      location: { latitude: 32.7, longitude: -96.9, accuracyMeters: 12 },
    });
    const response = await postInspection(app, linked.token, id, body);
    expect(response.statusCode).toBe(201);
    const photos = response.json().vehicles[0].photos;
    expect(photos).toHaveLength(6);
    expect(photos[0]).toMatchObject({ photoKey: keys[0], angle: 'front', width: 400, height: 300 });
    const served = await app.inject(photos[0].thumbnailUrl.replace(/^https?:\/\/[^/]+/, ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  test('an unknown photo key, or a photo of another load or driver, is a 400 on its field', async () => {
    const { linked, id } = await loadOf();
    const other = await assignedLoad(getDb(), linked);
    const elsewhere = await photo(linked.token, other);
    const stranger = await linkedDriver(app, getDb());
    const strangers = await photo(stranger.token, await assignedLoad(getDb(), stranger));
    const body = inspectionBody('pickup', 1, {
      vehicles: [{ position: 1, vin: '1HGCM82633A004352', odometer: null, photos: [{ photoKey: aKey(), angle: 'front' }, { photoKey: elsewhere, angle: 'back' }],
        damages: [{ view: 'top', x: 0.5, y: 0.5, code: 'S', aiag: null, note: null, photoKeys: [strangers] }] }],
    });
    const response = await postInspection(app, linked.token, id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'vehicles[0].photos[0].photoKey', 'vehicles[0].photos[1].photoKey', 'vehicles[0].damages[0].photoKeys[0]',
    ]);
  });

  test('a phone\'s clock a minute ahead of the server\'s signs at the server\'s now, not refused', async () => {
    const { linked, id } = await loadOf();
    clock.pin('2026-11-24T14:05:00.000Z');
    const ahead = await postInspection(app, linked.token, id, inspectionBody('pickup', 1, { inspectedAt: '2026-11-24T14:06:00.000Z' }));
    expect(ahead.statusCode).toBe(201);
    expect(ahead.json().inspectedAt).toBe('2026-11-24T14:05:00.000Z');
  });

  test('the time of signing is never in the future, and the delivery never before the pick-up inspection', async () => {
    const { linked, id } = await loadOf();
    clock.pin('2026-11-24T14:05:00.000Z');
    const future = await postInspection(app, linked.token, id, inspectionBody('pickup', 1, { inspectedAt: '2026-11-24T14:15:00.000Z' }));
    expect(future.json().errors).toEqual([{ field: 'inspectedAt', message: 'The time cannot be in the future.' }]);
    await inspected(app, linked.token, id, 'pickup');
    const early = await postInspection(app, linked.token, id, inspectionBody('delivery', 1, { inspectedAt: '2026-11-24T13:00:00.000Z' }));
    expect(early.json().errors).toEqual([{ field: 'inspectedAt', message: 'The delivery cannot be before the pick-up.' }]);
  });

  test('no delivery inspection before the pick-up inspection (409 inspection_required)', async () => {
    const { linked, id } = await loadOf();
    const response = await postInspection(app, linked.token, id, inspectionBody('delivery'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'inspection_required', message: 'Inspect the vehicles at pick-up before the delivery inspection.' });
  });

  test('a correction is a new version and keeps the old one, which is no longer current', async () => {
    const { linked, id } = await loadOf();
    await inspected(app, linked.token, id, 'pickup');
    const corrected = await postInspection(app, linked.token, id, inspectionBody('pickup', 1, { customer: { name: 'Pat Corrected', email: null, signature: aSignature(), notAvailableReason: null } }));
    expect(corrected.json()).toMatchObject({ version: 2, isCurrent: true });
    const read = await app.inject({ method: 'GET', url: `/api/driver/loads/${id}/inspections`, headers: bearer(linked.token) });
    expect(read.json().records.map((record: { version: number; isCurrent: boolean; customer: { name: string } }) => [record.version, record.isCurrent, record.customer.name]))
      .toEqual([[1, false, 'Pat Shipper'], [2, true, 'Pat Corrected']]);
  });

  test('the same idempotency key with the same body answers the first inspection (200); with another body 409 idempotency_key_reused', async () => {
    const { linked, id } = await loadOf();
    const body = inspectionBody('pickup');
    const first = await postInspection(app, linked.token, id, body);
    const replay = await postInspection(app, linked.token, id, body);
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    expect(replay.json()).toEqual(first.json());
    const reused = await postInspection(app, linked.token, id, { ...body, customer: { ...body.customer, name: 'Someone Else' } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotency_key_reused');
    expect(await getDb().db.selectFrom('inspections').select('id').where('loadId', '=', id).execute()).toHaveLength(1);
  });

  test('a damage noted at delivery with nothing like it at pick-up is new; one already noted is not', async () => {
    const { linked, id } = await loadOf();
    const damage = (x: number, code: 'S' | 'D') => ({ view: 'top' as const, x, y: 0.5, code, aiag: null, note: null, photoKeys: [] });
    const vehicle = (damages: ReturnType<typeof damage>[]) => [{ position: 1, vin: '1HGCM82633A004352', odometer: null, photos: [], damages }];
    expect((await postInspection(app, linked.token, id, inspectionBody('pickup', 1, { vehicles: vehicle([damage(0.2, 'S')]) }))).statusCode).toBe(201);
    const delivery = await postInspection(app, linked.token, id, inspectionBody('delivery', 1, { vehicles: vehicle([damage(0.21, 'S'), damage(0.8, 'D')]) }));
    expect(delivery.json().vehicles[0].damages.map((item: { isNew: boolean }) => item.isNew)).toEqual([false, true]);
  });

  test('an AIAG-coded inspection needs each damage\'s codes and two photos', async () => {
    const { linked, id } = await loadOf('aiag');
    const keys = [await photo(linked.token, id), await photo(linked.token, id)];
    const damage = { view: 'side' as const, x: 0.3, y: 0.4, code: null, aiag: { area: '05', type: '10', severity: '2' } as const, note: 'door', photoKeys: keys.slice(0, 1) };
    const vehicles = (photoKeys: string[]) => [{ position: 1, vin: '1HGCM82633A004352', odometer: null, photos: [], damages: [{ ...damage, photoKeys }] }];
    const short = await postInspection(app, linked.token, id, inspectionBody('pickup', 1, { vehicles: vehicles(keys.slice(0, 1)) }));
    expect(short.json().errors).toEqual([{ field: 'vehicles[0].damages[0].photoKeys', message: 'Take 1 more photo of this damage.' }]);
    const full = await postInspection(app, linked.token, id, inspectionBody('pickup', 1, { vehicles: vehicles(keys) }));
    expect(full.statusCode).toBe(201);
    expect(full.json().vehicles[0].damages[0]).toMatchObject({ aiag: { area: '05', type: '10', severity: '2' }, note: 'door', isNew: false });
  });

  test('what an attacker sends is a 4xx with a code, never a 500: huge JSON, control characters, a 10,000-point signature, nulls and wrong types', async () => {
    const { linked, id } = await loadOf();
    const base = inspectionBody('pickup');
    const manyPoints = Array.from({ length: 3 }, () => Array.from({ length: 6_668 }, (_, index) => index % 400));
    const attempts: unknown[] = [
      'x'.repeat(2 * 1024 * 1024),
      JSON.stringify({ ...base, customer: { ...base.customer, name: 'x'.repeat(3 * 1024 * 1024) } }),
      { ...base, customer: { ...base.customer, name: 'Pat\u0000Shipper' } },
      { ...base, vehicles: [{ ...base.vehicles[0], damages: [{ view: 'top', x: 0.1, y: 0.1, code: 'S', aiag: null, note: 'bad\u0007note', photoKeys: [] }] }] },
      { ...base, driverSignature: manyPoints },
      { ...base, driverSignature: [Array.from({ length: 20_000 }, () => 1)] },
      { ...base, customer: null }, { ...base, vehicles: null }, { ...base, vehicles: [null] }, { ...base, location: 'here' },
      { ...base, stage: 'halfway' }, { ...base, idempotencyKey: '../../etc/passwd' }, { ...base, inspectedAt: 'yesterday' },
      { ...base, vehicles: [{ ...base.vehicles[0], position: 2 }] }, [], null, 42, '{"broken": ',
    ];
    for (const [index, attempt] of attempts.entries()) {
      const response = await postInspection(app, linked.token, id, attempt);
      const body = response.json();
      expect({ index, status: response.statusCode >= 400 && response.statusCode < 500, code: typeof body.code }).toEqual({ index, status: true, code: 'string' });
    }
    const points = await postInspection(app, linked.token, id, { ...base, driverSignature: manyPoints });
    expect(points.json().errors).toEqual([{ field: 'driverSignature', message: 'A signature can have at most 4000 points: clear it and sign again.' }]);
  });

  test('only the driver\'s own loads (404), only with the driver\'s link: a carrier\'s token, a desk key or none are 401', async () => {
    const { linked, id } = await loadOf();
    const colleague = await insertDriver(getDb(), linked.carrier.clientId);
    const colleagues = await insertLoad(getDb(), { ...claimedBy(linked.carrier, 'InRoute'), driverId: colleague });
    const stranger = await linkedDriver(app, getDb());
    for (const loadId of [colleagues, await assignedLoad(getDb(), stranger), await insertLoad(getDb()), 999_999_999]) {
      expect((await postInspection(app, linked.token, loadId, inspectionBody('pickup'))).statusCode).toBe(404);
    }
    for (const headers of [bearer(linked.carrier.token), await deskAuthHeader(app), {}]) {
      const response = await app.inject({ method: 'POST', url: `/api/driver/loads/${id}/inspections`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(inspectionBody('pickup')) });
      expect(response.statusCode).toBe(401);
    }
    expect(await getDb().db.selectFrom('inspections').select('id').where('loadId', '=', id).execute()).toEqual([]);
  });
});
