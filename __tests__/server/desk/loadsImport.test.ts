import { bearer, createCarrier, signIn } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { csvFile, csvRow, uniqueReference, useDeskFixture } from './support/postedLoads';

/** POST /api/desk/loads/import: CSV rows checked by line, all or nothing or the valid rows, idempotent by reference. */
describeEachDatabase('desk: importing loads from CSV', (getDb) => {
  const fixture = useDeskFixture(getDb);

  const importCsv = (csv: string, query = '') => fixture().app.inject({
    method: 'POST', url: `/api/desk/loads/import${query}`, headers: { ...fixture().desk, 'content-type': 'text/csv' }, payload: csv,
  });
  const countByReferences = async (references: string[]) => Number((await getDb().db.selectFrom('loads')
    .select((eb) => eb.fn.countAll<string | number>().as('count')).where('brokerReference', 'in', references).executeTakeFirstOrThrow()).count);

  test('good rows are posted with their vehicles and answer their ids', async () => {
    const references = [uniqueReference(), uniqueReference()];
    const response = await importCsv(csvFile(references.map((reference) => csvRow(reference))));
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ mode: 'all-or-nothing', stored: true, rows: 2, created: 2, unchanged: 0, rejected: 0, errors: [] });
    const load = (await fixture().app.inject({ method: 'GET', url: `/api/desk/loads/${report.createdIds[0]}`, headers: fixture().desk })).json();
    expect(load).toMatchObject({
      brokerReference: references[0], rate: 1250, destinationCity: 'St. Louis', rushSold: false, status: 'Available',
      vehicles: [{ year: 2019, make: 'Honda', model: 'Civic', weight: '2900', inoperable: false }, { make: 'Ford', model: 'F-150', inoperable: true }],
    });
  });

  test('every bad row is reported with its line number and reason, and all-or-nothing stores none', async () => {
    const references = [uniqueReference(), uniqueReference(), uniqueReference(), uniqueReference()];
    const csv = csvFile([
      csvRow(references[0]),
      csvRow(references[1], { rate: 'lots', originCity: 'Nowhereville' }),
      csvRow(references[2], { destinationAddress: '2 Main St\nDock 4' }),
      csvRow(references[3], { earliestPickup: '2026-05-01', latestPickup: '2026-05-10', vehicle2Inoperable: 'maybe' }),
      csvRow(references[0]),
    ]).replace(/\n/g, '\r\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    const report = response.json();
    expect(report).toMatchObject({ stored: false, rows: 5, created: 0, rejected: 3, message: '3 of 5 rows have problems; nothing was stored.' });
    expect(report.errors).toEqual([
      { line: 3, field: 'rate', message: 'Must be a number.' },
      { line: 3, field: 'originCity', message: 'No place named Nowhereville, KS is known.' },
      { line: 6, field: 'vehicle2Inoperable', message: 'Must be true or false.' },
      { line: 6, field: 'latestPickup', message: 'Must be today or later.' },
      { line: 7, field: 'brokerReference', message: 'Line 2 has the same reference.' },
    ]);
    expect(await countByReferences(references)).toBe(0);
  });

  test('valid-rows stores the good rows and reports the bad ones', async () => {
    const [good, bad] = [uniqueReference(), uniqueReference()];
    const response = await importCsv(csvFile([csvRow(bad, { vehicle2Make: '', vehicle2Model: '' }), csvRow(good)]), '?mode=valid-rows');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mode: 'valid-rows', stored: true, created: 1, rejected: 1, errors: [{ line: 2, field: 'vehicle2Make', message: 'Is required.' }, { line: 2, field: 'vehicle2Model', message: 'Is required.' }] });
    expect(await countByReferences([good, bad])).toBe(1);
  });

  test('a header naming an unknown column or missing a required one stores nothing', async () => {
    const response = await importCsv('brokerReference,rate,colour\nX,1,red\n', '?mode=valid-rows');
    expect(response.statusCode).toBe(400);
    const { errors, stored } = response.json();
    expect(stored).toBe(false);
    expect(errors).toContainEqual({ line: 1, field: 'colour', message: 'Is not a column of a load import.' });
    expect(errors).toContainEqual({ line: 1, field: 'originCity', message: 'The column is missing.' });
  });

  test('a header naming a column twice is refused with a 400 naming the column, and nothing is stored', async () => {
    const reference = uniqueReference();
    const [header, row] = csvFile([csvRow(reference)]).split('\n');
    const response = await importCsv(`${header},Rate\n${row},1\n`, '?mode=valid-rows');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ stored: false, created: 0, errors: [{ line: 1, field: 'rate', message: 'The column is named twice.' }] });
    expect(await countByReferences([reference])).toBe(0);
  });

  test('a file that is not CSV, or empty, is a 400 with the reason, never a 500', async () => {
    const unclosed = await importCsv(`${csvFile([csvRow(uniqueReference())])}"broken,1\n`);
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().errors[0]).toMatchObject({ field: 'csv' });
    expect((await importCsv('')).statusCode).toBe(400);
    expect((await importCsv(csvFile([]))).json().message).toBe('The file has no rows of loads.');
    expect((await importCsv('x', '?mode=some')).statusCode).toBe(400);
    const json = await fixture().app.inject({ method: 'POST', url: '/api/desk/loads/import', headers: fixture().desk, payload: { rows: [] } });
    expect(json.statusCode).toBe(400);
  });

  test('a 10,000-row file is all or nothing, and sent again adds nothing twice', async () => {
    const references = Array.from({ length: 10_000 }, () => uniqueReference());
    const rows = references.map((reference) => csvRow(reference));
    const spoilt = [...rows];
    spoilt[9_998] = csvRow(references[9_998], { destinationState: 'XX' });
    const refused = await importCsv(csvFile(spoilt));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { line: 10_000, field: 'destinationState', message: 'Must be a US state or Canadian province code such as TX or ON.' },
    ]);
    expect(await countByReferences(references.slice(0, 1_000))).toBe(0);

    const stored = await importCsv(csvFile(rows));
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ created: 10_000, unchanged: 0, rejected: 0 });
    const again = await importCsv(csvFile(rows));
    expect(again.json()).toMatchObject({ stored: true, created: 0, unchanged: 10_000, message: '0 loads posted, 10000 unchanged, 0 rows rejected.' });
    const total = Number((await getDb().db.selectFrom('loads').select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('postedBy', '=', `broker ${process.pid}`).where('brokerReference', 'like', `REF-${process.pid}-%`).executeTakeFirstOrThrow()).count);
    expect(total).toBeGreaterThanOrEqual(10_000);
    expect(new Set(stored.json().createdIds).size).toBe(10_000);
  }, 120_000);

  test('imported loads reach carrier search at once', async () => {
    const carrier = await createCarrier(getDb());
    const token = await signIn(fixture().app, carrier);
    const { createdIds } = (await importCsv(csvFile([csvRow(uniqueReference())]))).json();
    const search = await fixture().app.inject({
      method: 'POST', url: '/api/CarrierLoads/search/available?SourceApplication=CarrierPortal',
      headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { OrderIds: createdIds },
    });
    expect(search.json().records.map((record: { id: number }) => record.id)).toEqual(createdIds);
  });
});
