import type { FastifyInstance } from 'fastify';
import { findRecipient } from '../../../src/server/repositories/recipients';
import { describeEachDatabase } from '../support/databases';
import { testApp } from '../support/appFixtures';
import { insertDriver, signedInCarrier } from './support';

describeEachDatabase('e-mail recipients', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  const autocomplete = (term: string) => `/api/UserAutoComplete/${encodeURIComponent(term)}/Contains?SourceApplication=CarrierPortal`;

  test("autocomplete answers the carrier's enabled drivers and users with an e-mail whose name or e-mail contains the term", async () => {
    const carrier = await signedInCarrier(app, getDb());
    const driver = await insertDriver(getDb(), carrier.clientId, { firstName: 'Hank', lastName: 'Haul', email: 'hank@fleet.test' });
    await insertDriver(getDb(), carrier.clientId, { firstName: 'Hal', lastName: 'Haul', email: null });
    await insertDriver(getDb(), carrier.clientId, { firstName: 'Hugh', lastName: 'Haul', email: 'hugh@fleet.test', enabled: false });
    const answer = (await carrier.get(autocomplete('HAUL'))).json();
    // The carrier's user is Dana Hauler (appFixtures).
    expect(answer).toEqual([
      { recipientType: 'User', id: carrier.userId, name: 'Dana Hauler', email: carrier.email },
      { recipientType: 'Driver', id: driver, name: 'Hank Haul', email: 'hank@fleet.test' },
    ]);
    expect((await carrier.get(autocomplete('fleet.test'))).json()).toEqual([expect.objectContaining({ id: driver })]);
  });

  test("autocomplete never answers another carrier's drivers or users", async () => {
    const carrier = await signedInCarrier(app, getDb());
    const stranger = await signedInCarrier(app, getDb());
    await insertDriver(getDb(), stranger.clientId, { firstName: 'Hank', lastName: 'Stranger', email: 'hank@stranger.test' });
    const answer = (await carrier.get(autocomplete('a'))).json() as Array<{ id: number; recipientType: string }>;
    expect(answer).toEqual([{ recipientType: 'User', id: carrier.userId, name: 'Dana Hauler', email: carrier.email }]);
  });

  test("findRecipient answers the carrier's own enabled driver or user with an e-mail, else null", async () => {
    const carrier = await signedInCarrier(app, getDb());
    const stranger = await signedInCarrier(app, getDb());
    const db = getDb().db;
    const driver = await insertDriver(getDb(), carrier.clientId, { firstName: 'Ida', lastName: 'Wells', email: 'ida@fleet.test' });
    const silent = await insertDriver(getDb(), carrier.clientId, { email: null });
    const retired = await insertDriver(getDb(), carrier.clientId, { email: 'gone@fleet.test', enabled: false });
    const theirs = await insertDriver(getDb(), stranger.clientId, { email: 'theirs@fleet.test' });
    expect(await findRecipient(db, carrier.clientId, { toUserId: driver })).toEqual({ name: 'Ida Wells', email: 'ida@fleet.test' });
    expect(await findRecipient(db, carrier.clientId, { toUserId: carrier.userId, toUserType: 'User' })).toEqual({ name: 'Dana Hauler', email: carrier.email });
    expect(await findRecipient(db, carrier.clientId, { toUserId: silent })).toBeNull();
    expect(await findRecipient(db, carrier.clientId, { toUserId: retired })).toBeNull();
    expect(await findRecipient(db, carrier.clientId, { toUserId: theirs })).toBeNull();
    expect(await findRecipient(db, carrier.clientId, { toUserId: stranger.userId, toUserType: 'User' })).toBeNull();
    expect(await findRecipient(db, carrier.clientId, { toUserId: 2 ** 40 })).toBeNull();
  });
});
