import { bearer, createCarrier, signIn } from '../support/appFixtures';
import { findLoadEvents } from '../../../src/server/repositories/loadEvents';
import { describeEachDatabase } from '../support/databases';
import { aPostedLoad, TODAY, uniqueReference, useDeskFixture } from './support/postedLoads';

/** The desk's load calls: post, read, list, edit while unclaimed, withdraw, and what search sees of them. */
describeEachDatabase('desk: posting loads', (getDb) => {
  const fixture = useDeskFixture(getDb);

  const post = (body: unknown, headers = fixture().desk) =>
    fixture().app.inject({ method: 'POST', url: '/api/desk/loads', headers, payload: body as object });
  const read = (id: number) => fixture().app.inject({ method: 'GET', url: `/api/desk/loads/${id}`, headers: fixture().desk });

  async function carrierToken() {
    const carrier = await createCarrier(getDb());
    return { carrier, token: await signIn(fixture().app, carrier) };
  }

  const searchIds = async (token: string, OrderIds: number[]) => {
    const response = await fixture().app.inject({
      method: 'POST', url: '/api/CarrierLoads/search/available?SourceApplication=CarrierPortal',
      headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { OrderIds, OriginState: 'KS' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().records.map((record: { id: number }) => record.id);
  };

  test('a posted load answers 201 with its id and reads back with its places geocoded and its vehicles', async () => {
    const response = await post(aPostedLoad({ brokerReference: 'BR-1001' }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const load = (await read(id)).json();
    expect(load).toMatchObject({
      id, status: 'Available', orderStatus: 'Available', rate: 1250.5, brokerReference: 'BR-1001', postedBy: `broker ${process.pid}`,
      carrierClientId: null, driverId: null, actualPickup: null, actualDelivery: null, visibleToCarriers: true, withdrawnAt: null,
      originCity: 'Wichita', originState: 'KS', destinationCity: 'Kansas City', destinationState: 'MO', rushSold: true, twicRequired: false,
      earliestPickup: '2026-05-12', latestDelivery: '2026-05-18', createdAt: `${TODAY}T12:00:00.000Z`,
      vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry', subModel: 'LE', weight: '3400', inoperable: false }],
    });
    expect(load.originLat).toBeCloseTo(37.69, 1);
    expect(load.destinationLon).toBeCloseTo(-94.6, 1);
  });

  test('a posted load carries the time zone of each place, looked up from its coordinates', async () => {
    const posted = aPostedLoad({ originCity: 'Columbus', originState: 'OH', originZip: '43215', destinationCity: 'Los Angeles', destinationState: 'CA', destinationZip: '90012' });
    const { id } = (await post(posted)).json();
    expect((await read(id)).json()).toMatchObject({ originTimeZone: 'America/New_York', destinationTimeZone: 'America/Los_Angeles' });
  });

  test('PascalCase keys are read as their camelCase fields, vehicles too', async () => {
    const pascal = Object.fromEntries(Object.entries(aPostedLoad({ brokerReference: uniqueReference() }))
      .map(([key, value]) => [key[0].toUpperCase() + key.slice(1), value]));
    pascal.Vehicles = [{ Year: 2018, Make: 'Mazda', Model: 'CX-5', Inoperable: true }];
    const response = await post(pascal);
    expect(response.statusCode).toBe(201);
    expect((await read(response.json().id)).json().vehicles).toEqual([{ year: 2018, make: 'Mazda', model: 'CX-5', subModel: null, weight: null, inoperable: true }]);
  });

  test('miles not given are estimated from the coordinates; miles given are kept', async () => {
    const estimated = (await read((await post(aPostedLoad())).json().id)).json();
    // Wichita to Kansas City is about 175 miles as the crow flies.
    expect(estimated.miles).toBeGreaterThan(190);
    expect(estimated.miles).toBeLessThan(230);
    const given = (await read((await post(aPostedLoad({ miles: 201 }))).json().id)).json();
    expect(given.miles).toBe(201);
  });

  test('posted loads get numbers past every existing load, one each', async () => {
    const ids: number[] = [];
    for (const response of await Promise.all([1, 2, 3, 4].map(() => post(aPostedLoad())))) {
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    expect(new Set(ids).size).toBe(4);
  });

  test('every missing or bad field is named at once', async () => {
    const response = await post({
      rate: -5, vehicles: [{ year: 1800, make: '' }], originCity: 'Wichita', originState: 'ZZ', originZip: 'abc',
      earliestPickup: '2026-02-30', latestPickup: '2026-05-20',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining([
      'brokerReference', 'rate', 'vehicles[0].year', 'vehicles[0].make', 'vehicles[0].model', 'originName', 'originAddress',
      'originState', 'originZip', 'destinationName', 'destinationCity', 'earliestPickup',
    ]));
  });

  test('a place the gazetteer cannot find is refused on its city', async () => {
    const response = await post(aPostedLoad({ destinationCity: 'Nowhereville', destinationState: 'KS' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'destinationCity', message: 'No place named Nowhereville, KS is known.' }]);
  });

  test('windows must be sane: earliest before latest, delivery not before pick-up, pick-up not past', async () => {
    const problems = async (overrides: Parameters<typeof aPostedLoad>[0]) => (await post(aPostedLoad(overrides))).json().errors;
    expect(await problems({ earliestPickup: '2026-05-13', latestPickup: '2026-05-12' }))
      .toEqual([expect.objectContaining({ field: 'latestPickup' })]);
    expect(await problems({ earliestPickup: '2026-05-12', earliestDelivery: '2026-05-11' }))
      .toEqual([expect.objectContaining({ field: 'earliestDelivery' })]);
    expect(await problems({ earliestPickup: '2026-05-01', latestPickup: '2026-05-11', earliestDelivery: '2026-05-12' }))
      .toEqual([{ field: 'latestPickup', message: 'Must be today or later.' }]);
    expect(await problems({ earliestDelivery: null, latestDelivery: '2026-05-20' }))
      .toEqual([expect.objectContaining({ field: 'earliestDelivery' })]);
    expect(await problems({ rate: 10.555 })).toEqual([{ field: 'rate', message: 'Must be in dollars and whole cents.' }]);
  });

  test("a broker's reference is unique per poster", async () => {
    const load = aPostedLoad();
    const first = await post(load);
    const again = await post(load);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'brokerReference', message: `Load ${first.json().id} already has the reference ${load.brokerReference}.` }]);
    const { deskAuthHeader } = await import('../support/deskAuth');
    const otherBroker = await deskAuthHeader(fixture().app, 'another broker');
    expect((await post(load, otherBroker)).statusCode).toBe(201);
  });

  test('of two posts racing with one reference, one is stored and the other refused', async () => {
    const load = aPostedLoad();
    const answers = await Promise.all([post(load), post(load), post(load)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    const { count } = await getDb().db.selectFrom('loads').select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('brokerReference', '=', load.brokerReference).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  test('a posted load reaches carrier search at once, and a withdrawn one leaves it at once', async () => {
    const { token } = await carrierToken();
    const { id } = (await post(aPostedLoad())).json();
    expect(await searchIds(token, [id])).toEqual([id]);
    const withdrawn = await fixture().app.inject({ method: 'DELETE', url: `/api/desk/loads/${id}`, headers: fixture().desk });
    expect(withdrawn.statusCode).toBe(204);
    expect(await searchIds(token, [id])).toEqual([]);
    expect((await read(id)).json()).toMatchObject({ status: 'Withdrawn', visibleToCarriers: false, withdrawnAt: `${TODAY}T12:00:00.000Z` });
    const again = await fixture().app.inject({ method: 'DELETE', url: `/api/desk/loads/${id}`, headers: fixture().desk });
    expect(again.statusCode).toBe(204);
  });

  test('posting, editing and withdrawing a load each write a load event, as carrier changes do; a withdrawal again writes none', async () => {
    const load = aPostedLoad();
    const { id } = (await post(load)).json();
    const desk = fixture().desk;
    expect((await fixture().app.inject({ method: 'PUT', url: `/api/desk/loads/${id}`, headers: desk, payload: { ...load, rate: 900 } })).statusCode).toBe(200);
    expect((await fixture().app.inject({ method: 'DELETE', url: `/api/desk/loads/${id}`, headers: desk })).statusCode).toBe(204);
    expect((await fixture().app.inject({ method: 'DELETE', url: `/api/desk/loads/${id}`, headers: desk })).statusCode).toBe(204);
    const events = await findLoadEvents(getDb().db, id);
    expect(events.map(({ kind, clientId, userId, createdAt }) => ({ kind, clientId, userId, createdAt }))).toEqual(['posted', 'edited', 'withdrawn'].map((kind) => (
      { kind, clientId: null, userId: null, createdAt: `${TODAY}T12:00:00.000Z` })));
    expect(events[0].details).toEqual({ postedBy: expect.any(String) });
  });

  test('an unclaimed load is edited in place and search sees the edit', async () => {
    const { token } = await carrierToken();
    const load = aPostedLoad();
    const { id } = (await post(load)).json();
    const edited = await fixture().app.inject({
      method: 'PUT', url: `/api/desk/loads/${id}`, headers: fixture().desk,
      payload: { ...load, rate: 1400, originCity: 'Topeka', vehicles: [{ make: 'Kia', model: 'Soul' }, { make: 'Kia', model: 'Rio', inoperable: true }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, rate: 1400, originCity: 'Topeka', vehicles: [{ make: 'Kia', model: 'Soul' }, { model: 'Rio', inoperable: true }] });
    expect(await searchIds(token, [id])).toEqual([id]);
  });

  test('a claimed load can be neither edited nor withdrawn (409)', async () => {
    const { carrier, token } = await carrierToken();
    const load = aPostedLoad();
    const { id } = (await post(load)).json();
    const claim = await fixture().app.inject({
      method: 'POST', url: `/api/CarrierLoads/${id}/assignment?SourceApplication=CarrierPortal`, headers: bearer(token),
      payload: { ScheduledPickup: '2026-05-13T10:00:00', ScheduledDelivery: '2026-05-14T10:00:00', DriverId: null },
    });
    expect(claim.statusCode).toBe(200);
    const edit = await fixture().app.inject({ method: 'PUT', url: `/api/desk/loads/${id}`, headers: fixture().desk, payload: { ...load, rate: 900 } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(`Load ${id} is claimed by a carrier; it can no longer be edited.`);
    const withdraw = await fixture().app.inject({ method: 'DELETE', url: `/api/desk/loads/${id}`, headers: fixture().desk });
    expect(withdraw.statusCode).toBe(409);
    expect((await read(id)).json()).toMatchObject({ status: 'PendingPickup', carrierClientId: carrier.clientId, rate: 1250.5 });
  });

  test('a load that does not exist is 404 on read, edit and withdraw', async () => {
    const { app, desk } = fixture();
    expect((await read(9_999_999)).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: '/api/desk/loads/9999999', headers: desk, payload: aPostedLoad() })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/desk/loads/9999999', headers: desk })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/desk/loads/abc', headers: desk })).statusCode).toBe(400);
  });

  test('loads are listed in any state, paged, newest first', async () => {
    const { app, desk } = fixture();
    const ids = [];
    for (let index = 0; index < 3; index++) ids.push((await post(aPostedLoad())).json().id);
    await app.inject({ method: 'DELETE', url: `/api/desk/loads/${ids[0]}`, headers: desk });
    const page = (await app.inject({ method: 'GET', url: '/api/desk/loads?pageSize=2&page=1', headers: desk })).json();
    expect(page.records.map((record: { id: number }) => record.id)).toEqual([ids[2], ids[1]]);
    const withdrawn = (await app.inject({ method: 'GET', url: '/api/desk/loads?status=Withdrawn&pageSize=100', headers: desk })).json();
    expect(withdrawn.records.map((record: { id: number }) => record.id)).toContain(ids[0]);
    expect(withdrawn.records.every((record: { status: string }) => record.status === 'Withdrawn')).toBe(true);
    const available = (await app.inject({ method: 'GET', url: '/api/desk/loads?status=Available&pageSize=100', headers: desk })).json();
    expect(available.records.map((record: { id: number }) => record.id)).not.toContain(ids[0]);
    expect((await app.inject({ method: 'GET', url: '/api/desk/loads?status=Lost', headers: desk })).statusCode).toBe(400);
  });

  test("a carrier's token reaches no desk load call (401)", async () => {
    const { token } = await carrierToken();
    const { app } = fixture();
    expect((await post(aPostedLoad(), bearer(token))).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/desk/loads', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/desk/loads/1', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/desk/loads/1', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/desk/loads/1', headers: bearer(token), payload: aPostedLoad() })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/desk/loads/import', headers: { ...bearer(token), 'content-type': 'text/csv' }, payload: 'a\n1' })).statusCode).toBe(401);
    expect((await post(aPostedLoad(), {})).statusCode).toBe(401);
  });
});
