import { sql } from 'kysely';
import { invoiceLinesMigration } from '../../../src/server/db/migrations/0011_invoice_lines';
import { describeEachDatabase, whileNoSuiteMigrates } from '../support/databases';
import { createCarrier } from '../support/appFixtures';
import { claimedBy, insertLoad } from '../lists/support';

describeEachDatabase('migration 0011: invoice amounts in cents', (getDb) => {
  test('existing invoices in float dollars become exact cents with their gap insurance line', async () => {
    const db = getDb();
    const carrier = await createCarrier(db);
    const raw = db.db.withoutPlugins();
    await whileNoSuiteMigrates(db, () => invoiceLinesMigration.down!(raw));
    const amounts = [1198.25, 0.1 + 0.2, 19.99, 4321.1];
    for (const amount of amounts) {
      const loadId = await insertLoad(db, { ...claimedBy(carrier, 'Delivered'), vehicles: [] });
      await sql`update loads set vehicle_count = 3 where id = ${loadId}`.execute(raw);
      await sql`insert into invoices (client_id, load_id, amount, status, invoiced_date)
        values (${carrier.clientId}, ${loadId}, ${amount}, 'Paid', '2026-11-02')`.execute(raw);
    }
    await whileNoSuiteMigrates(db, () => invoiceLinesMigration.up(raw));

    const rows = await db.db.selectFrom('invoices').select(['amountCents', 'carrierPayCents', 'gapInsuranceCents', 'vehicleCount', 'paymentTermCode', 'paymentTermFeeCents'])
      .where('clientId', '=', carrier.clientId).orderBy('id').execute();
    expect(rows.map((row) => row.amountCents)).toEqual([119_825, 30, 1_999, 432_110]);
    expect(rows[0]).toEqual({
      amountCents: 119_825, carrierPayCents: 120_350, gapInsuranceCents: 525, vehicleCount: 3, paymentTermCode: 'ACH30', paymentTermFeeCents: 0,
    });
  });
});
