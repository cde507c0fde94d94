import { verifyPassword } from '../../../src/server/auth/passwords';
import { hashToken } from '../../../src/server/auth/tokens';
import { fixedClock } from '../../../src/server/clock';
import { demoPassword, seedDatabase } from '../../../src/server/db/seed';
import { validate } from '../registration/support';
import { testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

const today = new Date('2026-03-10T15:30:00Z');

describeEachDatabase('the seeded demo carriers', (getDb) => {
  beforeAll(async () => {
    await seedDatabase(getDb(), { loads: 300, today, seed: 11 });
  }, 60_000);

  const userByEmail = (email: string) =>
    getDb().db.selectFrom('users').innerJoin('clients', 'clients.id', 'users.clientId')
      .select(['users.id', 'users.clientId', 'users.firstName', 'users.lastName', 'users.userName', 'users.passwordHash',
        'users.passwordExpiresAt', 'clients.name as clientName'])
      .where('users.email', '=', email).executeTakeFirstOrThrow();

  test('the demo users sign in with the demo password', async () => {
    const demo = await userByEmail('demo@carrier.test');
    expect(demo).toMatchObject({ firstName: 'Dana', lastName: 'Miller', userName: 'dana.miller', clientName: 'Demo Hauling LLC' });
    expect(await verifyPassword(demoPassword, demo.passwordHash)).toBe(true);
    const other = await userByEmail('other@carrier.test');
    expect(other.clientName).toBe('Other Transport Inc');
    expect(await verifyPassword(demoPassword, other.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', other.passwordHash)).toBe(false);
  });

  test('the demo operator desk@haulboard.test signs in to the desk with the demo password, and more operators can be added', async () => {
    const operator = await getDb().db.selectFrom('operators').selectAll().where('email', '=', 'desk@haulboard.test').executeTakeFirstOrThrow();
    expect(operator.name).toBe('Haulboard Desk');
    expect(await verifyPassword(demoPassword, operator.passwordHash)).toBe(true);
    const { id } = await getDb().db.insertInto('operators')
      .values({ email: 'second@haulboard.test', name: 'Second', passwordHash: operator.passwordHash, createdAt: today.toISOString() })
      .returning('id').executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(operator.id);
  });

  test('the expired user belongs to the demo carrier and its password has expired', async () => {
    const expired = await userByEmail('expired@carrier.test');
    const demo = await userByEmail('demo@carrier.test');
    expect(expired.clientId).toBe(demo.clientId);
    expect(expired.passwordExpiresAt! < today.toISOString()).toBe(true);
    expect(await verifyPassword(demoPassword, expired.passwordHash)).toBe(true);
  });

  test('both demo carriers have drivers: one deactivated, one unnamed, some without e-mail', async () => {
    for (const email of ['demo@carrier.test', 'other@carrier.test']) {
      const { clientId } = await userByEmail(email);
      const drivers = await getDb().db.selectFrom('drivers').selectAll().where('clientId', '=', clientId).execute();
      expect(drivers.length).toBeGreaterThanOrEqual(6);
      expect(drivers.filter((driver) => driver.enabled === 0)).toHaveLength(1);
      expect(drivers.some((driver) => driver.firstName === null && driver.lastName === null)).toBe(true);
      expect(drivers.some((driver) => driver.email === null)).toBe(true);
      expect(drivers.some((driver) => driver.email !== null)).toBe(true);
    }
  });

  test('each demo carrier has claimed, in-route and delivered loads, paid and pending invoices and a flatbed', async () => {
    for (const email of ['demo@carrier.test', 'other@carrier.test']) {
      const { clientId } = await userByEmail(email);
      const statuses = await getDb().db.selectFrom('loads').select('orderStatus').where('carrierClientId', '=', clientId).execute();
      for (const status of ['PendingPickup', 'InRoute', 'Delivered'] as const) {
        expect(statuses.filter((row) => row.orderStatus === status).length).toBeGreaterThanOrEqual(5);
      }
      const invoices = await getDb().db.selectFrom('invoices').innerJoin('loads', 'loads.id', 'invoices.loadId')
        .select(['invoices.status', 'loads.orderStatus', 'loads.carrierClientId']).where('invoices.clientId', '=', clientId).execute();
      expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(['Paid', 'Pending']));
      expect(invoices.every((invoice) => invoice.orderStatus === 'Delivered' && invoice.carrierClientId === clientId)).toBe(true);
      const trucks = await getDb().db.selectFrom('trucks').selectAll().where('clientId', '=', clientId).execute();
      expect(trucks.some((truck) => truck.isFlatBed === 1 && truck.capacity === 1)).toBe(true);
    }
  });

  test('a third carrier has claimed loads of its own', async () => {
    const demoClients = (await Promise.all(['demo@carrier.test', 'other@carrier.test'].map(userByEmail))).map((user) => user.clientId);
    const others = await getDb().db.selectFrom('loads').select('id')
      .where('carrierClientId', 'is not', null).where('carrierClientId', 'not in', demoClients).execute();
    expect(others.length).toBeGreaterThan(0);
  });

  test('saved loads include available ones and ones that are no longer available', async () => {
    const { id: userId, clientId } = await userByEmail('demo@carrier.test');
    const saved = await getDb().db.selectFrom('favorites').innerJoin('loads', 'loads.id', 'favorites.loadId')
      .select(['loads.orderStatus', 'loads.carrierClientId']).where('favorites.userId', '=', userId).execute();
    expect(saved.some((load) => load.orderStatus === 'Available')).toBe(true);
    expect(saved.some((load) => load.carrierClientId !== null && load.carrierClientId !== clientId)).toBe(true);
  });

  test('the demo user has saved and recent searches', async () => {
    const { id } = await userByEmail('demo@carrier.test');
    const searches = await getDb().db.selectFrom('searchHistory').select(['kind', 'criteria']).where('userId', '=', id).execute();
    expect(new Set(searches.map((search) => search.kind))).toEqual(new Set(['saved', 'recent']));
    expect(() => searches.forEach((search) => JSON.parse(search.criteria))).not.toThrow();
  });

  test('insurance certificates and broker agreements are PDF files', async () => {
    const { clientId } = await userByEmail('demo@carrier.test');
    const documents = await getDb().db.selectFrom('carrierDocuments').selectAll().where('clientId', '=', clientId).execute();
    expect(new Set(documents.map((document) => document.kind))).toEqual(new Set(['Insurance', 'BrokerAgreement']));
    for (const document of documents) {
      expect(Buffer.from(document.content).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Buffer.from(document.content).toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  test('every user has e-mail and text notification settings', async () => {
    const settings = await getDb().db.selectFrom('notificationSettings').select(['userId', 'channel']).execute();
    const users = await getDb().db.selectFrom('users').select('id').execute();
    expect(settings).toHaveLength(users.length * 2);
  });

  test('cancel reason AE exists among several reason groups', async () => {
    const reasons = await getDb().db.selectFrom('unassignReasons').selectAll().execute();
    expect(reasons.find((reason) => reason.code === 'AE')).toMatchObject({ label: 'Assigned in error' });
    expect(new Set(reasons.map((reason) => reason.groupKey)).size).toBeGreaterThanOrEqual(2);
  });

  test('lookups hold payment terms and the dispute and dispatch addresses', async () => {
    const lookups = await getDb().db.selectFrom('lookups').selectAll().execute();
    const value = (key: string) => JSON.parse(lookups.find((lookup) => lookup.key === key)!.value);
    expect(value('PaymentTerms').map((term: { description: string }) => term.description))
      .toEqual(['Express Pay (2-day ACH)', 'Quick Pay (14-day ACH)', '30-Day Pay (ACH)']);
    expect(value('DisputePaymentEmailAddress')).toBe('payments@haulboard.test');
    expect(value('CarrierDispatchEmailAddress')).toBe('dispatch@haulboard.test');
  });

  test('registration code WELCOME-2026 is unused and still valid', async () => {
    const code = await getDb().db.selectFrom('registrationCodes').selectAll().where('code', '=', hashToken('WELCOME-2026')).executeTakeFirstOrThrow();
    expect(code.usedAt).toBeNull();
    expect(code.expiresAt > today.toISOString()).toBe(true);
  });

  test('the seeded registration codes are stored as issued codes are, so WELCOME-2026 validates and the others do not', async () => {
    const app = await testApp(getDb(), { clock: fixedClock(today) });
    try {
      const check = async (code: string) => (await validate(app, code, uniqueAddress())).json();
      expect(await check('WELCOME-2026')).toEqual({ valid: true, companyName: 'New Carrier Co', emailAddress: 'new.carrier@carrier.test' });
      expect((await check('USED-2025')).valid).toBe(false);
      expect((await check('EXPIRED-2024')).valid).toBe(false);
      const stored = await getDb().db.selectFrom('registrationCodes').select('code').execute();
      expect(stored.map((row) => row.code)).not.toContain('WELCOME-2026');
    } finally {
      await app.close();
    }
  });

  test('announcements exist for the header and the body, with and without a call to action', async () => {
    const announcements = await getDb().db.selectFrom('announcements').selectAll().where('active', '=', 1).execute();
    for (const targetType of ['CIHeader', 'CIBody']) {
      const ofType = announcements.filter((announcement) => announcement.targetType === targetType);
      expect(ofType.some((announcement) => announcement.callToActionUrl !== null)).toBe(true);
      expect(ofType.some((announcement) => announcement.callToActionUrl === null)).toBe(true);
    }
  });

  test('rows added after the seed get ids after the seeded ones', async () => {
    const { clientId } = await userByEmail('demo@carrier.test');
    const seeded = await getDb().db.selectFrom('drivers').select((eb) => eb.fn.max('id').as('maxId')).executeTakeFirstOrThrow();
    const { id } = await getDb().db.insertInto('drivers').values({
      clientId, firstName: 'New', lastName: 'Driver', userName: null, email: null, cellPhoneNumber: null,
      twicCardExpiration: null, vtasPassword: null, notes: null, hasHandHeld: 'true', enabled: 1, createdAt: today.toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(Number(seeded.maxId));
  });
});
