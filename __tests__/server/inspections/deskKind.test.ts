import { describeEachDatabase } from '../support/databases';
import { aPostedLoad, csvFile, csvRow, uniqueReference, useDeskFixture } from '../desk/support/postedLoads';

/** A CSV file with an InspectionKind column, one value per row. */
function csvWithKinds(rows: [string, string][]): string {
  const [header, ...lines] = csvFile(rows.map(([reference]) => csvRow(reference))).trimEnd().split('\n');
  return [`${header},InspectionKind`, ...lines.map((line, index) => `${line},${rows[index]![1]}`)].join('\n') + '\n';
}

describeEachDatabase('the broker sets the inspection kind', (getDb) => {
  const fixture = useDeskFixture(getDb);
  const send = (method: 'POST' | 'PUT', url: string, body: unknown) => fixture().app.inject({
    method, url: `/api/desk/${url}`, headers: { ...fixture().desk, 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });

  test('a posted load is standard unless the post says advanced or aiag, and an edit changes it', async () => {
    const standard = (await send('POST', 'loads', aPostedLoad())).json().id;
    const advanced = (await send('POST', 'loads', { ...aPostedLoad(), inspectionKind: 'Advanced' })).json().id;
    const read = async (id: number) => (await fixture().app.inject({ method: 'GET', url: `/api/desk/loads/${id}`, headers: fixture().desk })).json();
    expect((await read(standard)).inspectionKind).toBe('standard');
    expect((await read(advanced)).inspectionKind).toBe('advanced');
    const edited = await send('PUT', `loads/${standard}`, { ...aPostedLoad(), inspectionKind: 'aiag' });
    expect(edited.json().inspectionKind).toBe('aiag');
  });

  test('a kind other than standard, advanced or aiag is refused on its field (400)', async () => {
    const response = await send('POST', 'loads', { ...aPostedLoad(), inspectionKind: 'thorough' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'inspectionKind', message: 'Must be one of standard, advanced, aiag.' }]);
  });

  test('the CSV import reads an InspectionKind column in any case; a bad value is a row error like the others', async () => {
    const [good, bad] = [uniqueReference(), uniqueReference()];
    const refused = await fixture().app.inject({
      method: 'POST', url: '/api/desk/loads/import', headers: { ...fixture().desk, 'content-type': 'text/csv' },
      payload: csvWithKinds([[good, 'AIAG'], [bad, 'gold']]),
    });
    expect(refused.json().errors).toEqual([{ line: 3, field: 'inspectionKind', message: 'Must be one of standard, advanced, aiag.' }]);
    const stored = await fixture().app.inject({
      method: 'POST', url: '/api/desk/loads/import', headers: { ...fixture().desk, 'content-type': 'text/csv' },
      payload: csvWithKinds([[good, 'AIAG']]),
    });
    expect(stored.statusCode).toBe(200);
    const row = await getDb().db.selectFrom('loads').select('inspectionKind').where('brokerReference', '=', good).executeTakeFirstOrThrow();
    expect(row.inspectionKind).toBe('aiag');
  });
});
