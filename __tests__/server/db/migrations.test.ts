import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/database';
import { clearDataTables, dataTablesChildrenFirst } from '../../../src/server/db/maintenance';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { describeEachDatabase, whileNoSchemaIsDropped } from '../support/databases';

const dataModelTables = [
  'announcements', 'call_requests', 'carrier_applications', 'carrier_documents', 'carrier_registrations', 'carrier_uploads', 'clients', 'desk_api_keys', 'driver_links', 'drivers', 'favorites', 'feedback', 'inspection_photos', 'inspections',
  'installation', 'invoice_payment_failures', 'invoices', 'jobs', 'live_events', 'load_events', 'loads', 'lookups', 'notices_sent', 'notification_settings', 'operator_sessions', 'operators', 'outbox', 'page_views', 'password_resets', 'payment_method_change_requests',
  'registration_codes', 'saved_search_digests', 'search_history', 'sessions', 'sign_in_failures', 'signing_keys', 'sms_outbox', 'trucks', 'unassign_reasons', 'users', 'vehicles',
];

/** The tables of this database's own schema: on PostgreSQL other suites' schemas are listed too. */
async function tableNames(db: Db): Promise<string[]> {
  const tables = await whileNoSchemaIsDropped(db, () => db.db.introspection.getTables());
  const schema = db.dialect === 'postgres'
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db.db)).rows[0].name
    : undefined;
  return tables
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

const now = new Date().toISOString();
// Matched by message, not by `toThrow`: under jest, better-sqlite3 errors may come from another suite's realm.
const constraintViolation = { message: expect.stringMatching(/constraint/i) };

async function insertClientAndUser(db: Db, email: string): Promise<{ clientId: number; userId: number }> {
  const { id: clientId } = await db.db.insertInto('clients').values({
    name: 'Test Carrier', primaryPhone: null, cellPhone: null, email: null, address1: null, address2: null, city: null,
    state: null, zip: null, dotNumber: null, mcNumber: null, federalTaxId: null, defaultPaymentMethod: 'QuickPay',
    paymentMethodChangeRequested: null, damageInsuranceExpires: null, liabilityInsuranceExpires: null, haveTwicCard: 0,
    haveStraps: 0, haveWinches: 0, trucksHaveInternet: 0, handleInops: 0, createdAt: now,
  }).returning('id').executeTakeFirstOrThrow();
  const { id: userId } = await db.db.insertInto('users').values({
    clientId, userName: email, email, firstName: 'Test', lastName: 'User', primaryPhone: null, cellPhone: null,
    address1: null, address2: null, city: null, state: null, zip: null, passwordHash: 'x', passwordExpiresAt: null,
    lessThan500: 1, moreThan500: 0, regions: '[]', createdAt: now,
  }).returning('id').executeTakeFirstOrThrow();
  return { clientId, userId };
}

function loadRow(id: number, orderStatus = 'Available') {
  const place = (end: 'origin' | 'destination') => ({
    [`${end}Name`]: 'Lot', [`${end}Address`]: '1 Main St', [`${end}City`]: 'Columbus', [`${end}State`]: 'OH',
    [`${end}Zip`]: '43215', [`${end}Lat`]: 39.96, [`${end}Lon`]: -83, [`${end}BusinessHours`]: null, [`${end}Comments`]: null,
  });
  // Cast: the place columns are built from their names, which the row type cannot follow.
  return { id, orderStatus, rate: 500, miles: 250, visibleToCarriersFrom: now, createdAt: now, updatedAt: now,
    ...place('origin'), ...place('destination') } as never;
}

describeEachDatabase('migrations', (getDb) => {
  test('migrations create every table of the data model', async () => {
    expect(await tableNames(getDb())).toEqual(dataModelTables);
  });

  test('migrating an up-to-date database again changes nothing', async () => {
    const before = await tableNames(getDb());
    await whileNoSchemaIsDropped(getDb(), () => migrateToLatest(getDb()));
    await whileNoSchemaIsDropped(getDb(), () => migrateToLatest(getDb()));
    expect(await tableNames(getDb())).toEqual(before);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(getDb().db);
    expect(applied.rows.map((row) => row.name)).toEqual(['0001_accounts', '0002_loads', '0003_content', '0004_load_search', '0005_outbox_retries', '0006_onboarding', '0007_carrier_documents', '0008_notifications', '0009_feedback_page_views', '0010_driver_email_unique', '0011_invoice_lines', '0012_dashboard', '0013_desk_access', '0014_posted_loads', '0015_driver_links', '0016_jobs', '0017_live_events', '0018_installation', '0019_broker_keys', '0020_carrier_limits', '0021_dispatch_phone', '0022_desk_load_events', '0023_sms_delivery', '0024_notices_sent', '0025_carrier_applications', '0026_user_preferences', '0027_place_time_zones', '0028_pick_up_undone', '0029_inspections']);
  });

  test('the reset clears every data table', () => {
    expect([...dataTablesChildrenFirst].sort()).toEqual(dataModelTables.filter((table) => table !== 'installation'));
  });

  test('the reset keeps the name of the installation, which running processes hold', async () => {
    const before = await getDb().db.selectFrom('installation').select('id').execute();
    await whileNoSchemaIsDropped(getDb(), () => clearDataTables(getDb()));
    expect(await getDb().db.selectFrom('installation').select('id').execute()).toEqual(before);
    expect(before).toHaveLength(1);
  });

  test('tables the seed leaves empty accept rows written through the camelCase query layer', async () => {
    const db = getDb();
    const { clientId, userId } = await insertClientAndUser(db, 'layer@haul.test');
    await db.db.insertInto('sessions').values({ userId, tokenHash: 'hash-1', createdAt: now, expiresAt: now, revokedAt: null }).execute();
    await db.db.insertInto('signInFailures').values({ key: 'account:layer@haul.test', failures: 1, firstFailedAt: now, lockedUntil: null }).execute();
    await db.db.insertInto('passwordResets').values({ userId, codeHash: 'c', expiresAt: now, usedAt: null }).execute();
    await db.db.insertInto('registrationCodes').values({ code: 'LAYER-1', email: 'a@b.test', companyName: null, expiresAt: now, usedAt: null }).execute();
    await db.db.insertInto('carrierRegistrations').values({
      registrationCode: 'LAYER-1', companyName: 'Layer LLC', companyEmailAddress: 'a@b.test', form: '{}', createdAt: now,
    }).execute();
    await db.db.insertInto('feedback').values({ userId, clientId, message: 'Great board', createdAt: now }).execute();
    await db.db.insertInto('outbox').values({
      toAddress: 'a@b.test', subject: 'Hi', raw: 'MIME', status: 'queued', attempts: 0, lastError: null, createdAt: now, sentAt: null,
    }).execute();
    const stored = await db.db.selectFrom('users').select(['lessThan500', 'moreThan500']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ lessThan500: 1, moreThan500: 0 });
  });

  test('an e-mail address belongs to one user only', async () => {
    await insertClientAndUser(getDb(), 'twice@haul.test');
    await expect(insertClientAndUser(getDb(), 'twice@haul.test')).rejects.toMatchObject(constraintViolation);
  });

  test('a session token hash is unique', async () => {
    const { userId } = await insertClientAndUser(getDb(), 'tokens@haul.test');
    const session = { userId, tokenHash: 'same-hash', createdAt: now, expiresAt: now, revokedAt: null };
    await getDb().db.insertInto('sessions').values(session).execute();
    await expect(getDb().db.insertInto('sessions').values(session).execute()).rejects.toMatchObject(constraintViolation);
  });

  test('a user favourites a load once, and deleting the load removes its vehicles and favourites', async () => {
    const db = getDb();
    const { clientId, userId } = await insertClientAndUser(db, 'favourites@haul.test');
    await db.db.insertInto('loads').values(loadRow(900_001)).execute();
    await db.db.insertInto('vehicles').values({ loadId: 900_001, position: 1, year: 2020, make: 'Ford', model: 'F-150', subModel: null, weight: null, inoperable: 0 }).execute();
    const favourite = { userId, clientId, loadId: 900_001, createdAt: now };
    await db.db.insertInto('favorites').values(favourite).execute();
    await expect(db.db.insertInto('favorites').values(favourite).execute()).rejects.toMatchObject(constraintViolation);

    await db.db.deleteFrom('loads').where('id', '=', 900_001).execute();
    expect(await db.db.selectFrom('vehicles').select('id').where('loadId', '=', 900_001).execute()).toEqual([]);
    expect(await db.db.selectFrom('favorites').select('userId').where('loadId', '=', 900_001).execute()).toEqual([]);
  });

  test('a load status outside the four known ones is refused', async () => {
    await expect(getDb().db.insertInto('loads').values(loadRow(900_002, 'Lost')).execute()).rejects.toMatchObject(constraintViolation);
  });

  test('a truck is either Open or Enclosed', async () => {
    const { clientId } = await insertClientAndUser(getDb(), 'equipment@haul.test');
    const truck = (carrierEquipmentType: string) =>
      ({ clientId, quantity: 1, carrierEquipmentType, isFlatBed: 0, capacity: 1 }) as never;
    await expect(getDb().db.insertInto('trucks').values(truck('Enclosed')).execute()).resolves.toBeDefined();
    await expect(getDb().db.insertInto('trucks').values(truck('Boat')).execute()).rejects.toMatchObject(constraintViolation);
  });

  test('clearing the data tables leaves the schema and empties the data', async () => {
    await insertClientAndUser(getDb(), 'cleared@haul.test');
    await clearDataTables(getDb());
    expect(await getDb().db.selectFrom('clients').select('id').execute()).toEqual([]);
    expect(await tableNames(getDb())).toEqual(dataModelTables);
  });
});
