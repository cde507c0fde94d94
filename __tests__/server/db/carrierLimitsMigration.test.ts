import type { Kysely } from 'kysely';
import { carrierLimitsMigration } from '../../../src/server/db/migrations/0020_carrier_limits';
import { storedBytes } from '../../../src/server/repositories/carrierUploads';
import { createCarrier } from '../support/appFixtures';
import { describeEachDatabase, whileNoSuiteMigrates } from '../support/databases';
import { insertDocument, pdfBytes } from '../carrierDocuments/support';

/** Migration 0020: certificates stored before count against the carrier's quota; broker agreements do not. */
describeEachDatabase('the carrier limits migration', (getDb) => {
  test('certificates uploaded before the quota count against it from the day they were added', async () => {
    const db = getDb();
    const { clientId } = await createCarrier(db);
    const plain = db.db.withoutPlugins() as unknown as Kysely<any>;
    await whileNoSuiteMigrates(db, () => carrierLimitsMigration.down!(plain));
    const certificate = Buffer.concat([pdfBytes(), Buffer.alloc(5000, 0x20)]);
    await insertDocument(db, clientId, { content: certificate, dateAdded: '2026-03-01' });
    await insertDocument(db, clientId, { kind: 'BrokerAgreement', content: Buffer.alloc(7000, 0x20) });
    await carrierLimitsMigration.up(plain);

    expect(await storedBytes(db.db, clientId)).toBe(certificate.length);
    const rows = await db.db.selectFrom('carrierUploads').select(['kind', 'createdAt']).where('clientId', '=', clientId).execute();
    expect(rows).toEqual([{ kind: 'Insurance', createdAt: '2026-03-01T00:00:00.000Z' }]);
  });
});
