import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { insertDriver, signedInCarrier } from './support';

type Named = { lastName: string | null; firstName: string | null; driverId: number; enabled: boolean };

describeEachDatabase('drivers of a carrier', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  async function carrierWithDrivers() {
    const carrier = await signedInCarrier(app, getDb());
    const ids = {
      baker: await insertDriver(getDb(), carrier.clientId, { firstName: 'Ann', lastName: 'baker', email: 'ann@haul.test' }),
      adams: await insertDriver(getDb(), carrier.clientId, { firstName: 'Zoe', lastName: 'Adams' }),
      adamsAl: await insertDriver(getDb(), carrier.clientId, { firstName: 'Al', lastName: 'Adams' }),
      unnamed: await insertDriver(getDb(), carrier.clientId, { firstName: null, lastName: null }),
      retired: await insertDriver(getDb(), carrier.clientId, { firstName: 'Ray', lastName: 'Cole', enabled: false }),
    };
    return { carrier, ids };
  }

  const driversUrl = (clientId: number, query = '', inactive = false) =>
    `/api/Clients/${clientId}/${inactive ? 'DriversIncludingInactive' : 'Drivers'}?SourceApplication=CarrierPortal&sortField=LastName${query}`;

  test('Drivers lists enabled drivers only; DriversIncludingInactive lists every driver', async () => {
    const { carrier, ids } = await carrierWithDrivers();
    const enabled = (await carrier.get(driversUrl(carrier.clientId))).json();
    expect(enabled.totalRecordCount).toBe(4);
    expect(enabled.records.map((driver: Named) => driver.driverId)).not.toContain(ids.retired);
    const all = (await carrier.get(driversUrl(carrier.clientId, '', true))).json();
    expect(all.totalRecordCount).toBe(5);
    expect(all.records.find((driver: Named) => driver.driverId === ids.retired)).toMatchObject({ enabled: false, name: 'Ray Cole' });
  });

  test('drivers are sorted by last name, then first name, then id, case-insensitively, unnamed drivers last', async () => {
    const { carrier, ids } = await carrierWithDrivers();
    const ascending = (await carrier.get(driversUrl(carrier.clientId, '', true))).json();
    expect(ascending.records.map((driver: Named) => driver.driverId)).toEqual([ids.adamsAl, ids.adams, ids.baker, ids.retired, ids.unnamed]);
    const descending = (await carrier.get(driversUrl(carrier.clientId, '&sortAscending=false', true))).json();
    expect(descending.records.map((driver: Named) => driver.driverId)).toEqual([ids.retired, ids.baker, ids.adams, ids.adamsAl, ids.unnamed]);
    expect(ascending.records[4]).toMatchObject({ name: '', firstName: null, lastName: null });
  });

  test('pageNumber and pageSize page through the drivers; totalRecordCount counts them all', async () => {
    const { carrier, ids } = await carrierWithDrivers();
    const second = (await carrier.get(driversUrl(carrier.clientId, '&pageNumber=2&pageSize=2', true))).json();
    expect(second).toEqual({ records: [expect.objectContaining({ driverId: ids.baker }), expect.objectContaining({ driverId: ids.retired })], totalRecordCount: 5 });
    const beyond = (await carrier.get(driversUrl(carrier.clientId, '&pageNumber=9&pageSize=2', true))).json();
    expect(beyond).toEqual({ records: [], totalRecordCount: 5 });
  });

  test('page size defaults to 20 and may not exceed 200', async () => {
    const carrier = await signedInCarrier(app, getDb());
    for (let index = 0; index < 21; index += 1) await insertDriver(getDb(), carrier.clientId, { lastName: `L${String(index).padStart(2, '0')}` });
    const first = (await carrier.get(driversUrl(carrier.clientId))).json();
    expect(first.records).toHaveLength(20);
    expect(first.totalRecordCount).toBe(21);
    expect((await carrier.get(driversUrl(carrier.clientId, '&pageSize=201'))).statusCode).toBe(400);
  });

  test('searchTerm matches first name, last name or e-mail, contains and case-insensitive', async () => {
    const { carrier, ids } = await carrierWithDrivers();
    const idsFor = async (term: string) =>
      (await carrier.get(driversUrl(carrier.clientId, `&searchTerm=${encodeURIComponent(term)}`, true))).json().records.map((driver: Named) => driver.driverId);
    expect(await idsFor('DAM')).toEqual([ids.adamsAl, ids.adams]);
    expect(await idsFor('zo')).toEqual([ids.adams]);
    expect(await idsFor('ANN@HAUL')).toEqual([ids.baker]);
    expect(await idsFor('  ')).toHaveLength(5);
  });

  test('% and _ in searchTerm match themselves, not any text', async () => {
    const carrier = await signedInCarrier(app, getDb());
    const literal = await insertDriver(getDb(), carrier.clientId, { lastName: 'Under_score 100%' });
    await insertDriver(getDb(), carrier.clientId, { lastName: 'Underscore 1000' });
    for (const term of ['r_s', '0%', '_', '%']) {
      const body = (await carrier.get(driversUrl(carrier.clientId, `&searchTerm=${encodeURIComponent(term)}`))).json();
      expect(body.records.map((driver: Named) => driver.driverId)).toEqual([literal]);
    }
  });

  test("another carrier's clientId answers 403 and no drivers", async () => {
    const { carrier } = await carrierWithDrivers();
    const stranger = await signedInCarrier(app, getDb());
    for (const inactive of [false, true]) {
      const response = await stranger.get(driversUrl(carrier.clientId, '', inactive));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'forbidden' });
    }
  });

  test('a sortField other than LastName answers 400', async () => {
    const carrier = await signedInCarrier(app, getDb());
    const response = await carrier.get(`/api/Clients/${carrier.clientId}/Drivers?sortField=Rate`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'sortField', message: 'must be LastName' }]);
    expect((await carrier.get(`/api/Clients/${carrier.clientId}/Drivers?sortField=lastname`)).statusCode).toBe(200);
  });

  test('drivers need a signed-in viewer', async () => {
    const carrier = await signedInCarrier(app, getDb());
    expect((await app.inject({ method: 'GET', url: driversUrl(carrier.clientId) })).statusCode).toBe(401);
  });

  test('a NUL character in a search term is refused on its field, as any text with a control character', async () => {
    const { carrier } = await carrierWithDrivers();
    const refused = { message: 'Validation failed', code: 'validation_failed', errors: [{ field: 'searchTerm', message: 'Has characters that are not allowed.' }] };
    const drivers = await carrier.get(driversUrl(carrier.clientId, '&searchTerm=ba%00ker'));
    expect([drivers.statusCode, drivers.json()]).toEqual([400, refused]);
    const search = await carrier.get('/api/Drivers/SearchByNameorEmail?searchTerm=%00');
    expect([search.statusCode, search.json()]).toEqual([400, refused]);
    const recipients = await carrier.get('/api/UserAutoComplete/%00/Contains');
    expect(recipients.statusCode).toBe(400);
    expect(recipients.json().errors).toEqual([{ field: 'term', message: 'Has characters that are not allowed.' }]);
  });

  test('query keys are read in any casing (PageNumber, PageSize, SearchTerm, SortAscending)', async () => {
    const { carrier, ids } = await carrierWithDrivers();
    const response = await carrier.get(`/api/Clients/${carrier.clientId}/Drivers?PageNumber=1&PageSize=1&SortField=LastName&SortAscending=true&SearchTerm=ADAMS`);
    expect(response.json()).toEqual({ records: [expect.objectContaining({ driverId: ids.adamsAl })], totalRecordCount: 2 });
  });
});
