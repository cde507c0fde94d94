import { driverEmailUniqueMigration } from '../../../src/server/db/migrations/0010_driver_email_unique';
import { createCarrier } from '../support/appFixtures';
import { describeEachDatabase, whileNoSuiteMigrates } from '../support/databases';
import { insertDriver } from '../drivers/support';

/** Migration 0010: a driver's e-mail is unique within the carrier, and drivers that shared one lose nothing. */
describeEachDatabase('the driver e-mail migration', (getDb) => {
  test('drivers sharing an address keep it on the oldest; the later ones keep it in their notes', async () => {
    const db = getDb();
    const plain = db.db.withoutPlugins();
    const carrier = await createCarrier(db);
    const other = await createCarrier(db);
    await whileNoSuiteMigrates(db, () => driverEmailUniqueMigration.down!(plain));
    const oldest = await insertDriver(db, carrier.clientId, { email: 'pat@haul.test' });
    const later = await insertDriver(db, carrier.clientId, { email: 'PAT@haul.test' });
    const elsewhere = await insertDriver(db, other.clientId, { email: 'pat@haul.test' });
    await driverEmailUniqueMigration.up(plain);

    const rows = await db.db.selectFrom('drivers').select(['id', 'email', 'notes']).where('id', 'in', [oldest, later, elsewhere]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: oldest, email: 'pat@haul.test', notes: null },
      { id: later, email: null, notes: '(E-mail PAT@haul.test moved: another driver has it.)' },
      { id: elsewhere, email: 'pat@haul.test', notes: null },
    ]);
    await expect(insertDriver(db, carrier.clientId, { email: 'Pat@Haul.test' })).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) });
  });
});
