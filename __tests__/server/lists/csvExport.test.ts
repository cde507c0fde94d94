import { parse } from 'csv-parse/sync';
import { LOAD_LIST_CSV_COLUMNS } from '../../../src/server/services/exports/loadListCsv';
import { describeEachDatabase } from '../support/databases';
import { aVehicle, carrierSession, claimedBy, day, favorite, insertDriver, insertLoad, listIds, postList } from './support';
import { useSignedInCarrier } from './signedInCarrier';

const readCsv = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true, skip_empty_lines: true });

describeEachDatabase('load list CSV export', (getDb) => {
  const { app, carrier, clock } = useSignedInCarrier(getDb);

  test('resultType CSV answers a text/csv attachment named after the list with the day as suffix', async () => {
    await insertLoad(getDb(), claimedBy(carrier(), 'PendingPickup'));
    const response = await postList(app(), carrier(), 'pendingPickup', {}, '&resultType=CSV');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="claimed-loads-${day(0)}.csv"`);
  });

  test.each([['favorites', 'saved-loads'], ['inRoute', 'in-progress-loads'], ['delivered', 'completed-loads']])(
    'the %s export is named %s-{date}.csv', async (kind, stem) => {
      const response = await postList(app(), carrier(), kind, {}, '&resultType=csv');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${stem}-${day(0)}.csv"`);
    });

  test('with a time zone the file name carries the reader\'s date', async () => {
    const zone = 'Pacific/Kiritimati';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const response = await postList(app(), carrier(), 'pendingPickup', {}, `&resultType=CSV&timeZone=${zone}`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="claimed-loads-${today}.csv"`);
  });

  test('the CSV read back has a header row and one row per load of the whole filtered list, in the list\'s order', async () => {
    const db = getDb();
    const driver = await insertDriver(db, carrier().clientId);
    for (let rate = 1; rate <= 5; rate += 1) {
      await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), rate: rate * 300, driverId: rate % 2 === 0 ? driver : null });
    }
    await insertLoad(db, claimedBy(carrier(), 'InRoute'));
    const criteria = { SortField: 'Rate', SortAscending: false };
    const csv = await postList(app(), carrier(), 'pendingPickup', criteria, '&resultType=CSV&pageNumber=2&pageSize=2');
    const list = await postList(app(), carrier(), 'pendingPickup', criteria, '&pageSize=100');

    const [header] = parse(csv.body, { bom: true, to_line: 1 });
    expect(header).toEqual([...LOAD_LIST_CSV_COLUMNS]);
    const rows = readCsv(csv.body);
    expect(rows.map((row) => Number(row['Load #']))).toEqual(listIds(list));
    expect(rows.map((row) => row.Driver)).toEqual(['', 'Hank Hauler', '', 'Hank Hauler', '']);
  });

  test('dates, money and vehicles read as a person expects, times on their places\' clocks with the zone', async () => {
    const db = getDb();
    await insertLoad(db, {
      ...claimedBy(carrier(), 'PendingPickup'), rate: 1250, miles: 1234,
      scheduledPickup: '2026-11-23T15:00:00.000Z', scheduledDelivery: '2026-11-25T14:05:00.000Z',
      vehicles: [aVehicle(), aVehicle({ year: 2015, make: 'Ford', model: 'F-150', subModel: null, inoperable: true })],
    });
    const [row] = readCsv((await postList(app(), carrier(), 'pendingPickup', {}, '&resultType=CSV')).body);
    expect(row).toMatchObject({
      Status: 'Claimed', 'Pick-up name': 'Dallas Auto Auction', 'Pick-up': 'Dallas, TX', Delivery: 'Atlanta, GA',
      'Scheduled pick-up': '11/23/2026 9:00 AM CST', 'Scheduled delivery': '11/25/2026 9:05 AM EST', 'Picked up': '', Delivered: '',
      Vehicles: '2021 Toyota Camry LE; 2015 Ford F-150 (inoperable)', Rate: '$1,250.00', Miles: '1,234',
    });
  });

  test.each(['America/Los_Angeles', 'Pacific/Auckland', 'UTC'])('a time is its place\'s local time with its zone, whatever the reader\'s zone (%s)', async (readerZone) => {
    await insertLoad(getDb(), {
      ...claimedBy(carrier(), 'InRoute'), scheduledPickup: '2026-11-23T17:00:00.000Z', scheduledDelivery: '2026-07-01T16:30:00.000Z',
      actualPickup: '2026-11-23T18:15:00.000Z',
    });
    const [row] = readCsv((await postList(app(), carrier(), 'inRoute', {}, `&resultType=CSV&timeZone=${readerZone}`)).body);
    expect(row).toMatchObject({ 'Scheduled pick-up': '11/23/2026 11:00 AM CST', 'Scheduled delivery': '7/1/2026 12:30 PM EDT', 'Picked up': '11/23/2026 12:15 PM CST' });
  });

  test('cells a spreadsheet would run as a formula are neutralised with a leading quote', async () => {
    const db = getDb();
    const hostile = ['=HYPERLINK("http://evil.test","x")', '@SUM(A1:A9)', '+1+1', '-2+3', '\t=1+1', '\r=1+1'];
    for (const [index, name] of hostile.entries()) {
      await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), rate: 100 + index, originName: name, destinationName: 'Safe Dealer' });
    }
    const rows = readCsv((await postList(app(), carrier(), 'pendingPickup', { SortField: 'Rate', SortAscending: true }, '&resultType=CSV')).body);
    expect(rows.map((row) => row['Pick-up name'])).toEqual(hostile.map((name) => `'${name}`));
    expect(rows.every((row) => row['Delivery name'] === 'Safe Dealer')).toBe(true);
  });

  test('a saved load another carrier holds reads No longer available', async () => {
    const db = getDb();
    const other = await carrierSession(app(), db);
    const taken = await insertLoad(db, claimedBy(other, 'PendingPickup'));
    const open = await insertLoad(db);
    await favorite(db, carrier(), taken, new Date(Date.now() - 1_000));
    await favorite(db, carrier(), open);
    const rows = readCsv((await postList(app(), carrier(), 'favorites', {}, '&resultType=CSV')).body);
    expect(rows.map((row) => [Number(row['Load #']), row.Status])).toEqual([[open, 'Available'], [taken, 'No longer available']]);
  });

  test.each([
    ['on its last pick-up day, to the last minute', '2026-11-24T23:59:00.000Z', '', 'Available'],
    ['the day after its last pick-up day', '2026-11-25T00:00:30.000Z', '', 'No longer available'],
    ['still its last pick-up day on the reader\'s calendar', '2026-11-25T02:00:00.000Z', '&timeZone=America%2FLos_Angeles', 'Available'],
  ])('a saved load whose pick-up window has passed reads No longer available, never Available (issue 9): %s', async (_when, now, query, status) => {
    const db = getDb();
    clock.pin(now);
    const load = await insertLoad(db, { earliestPickup: '2026-11-20', latestPickup: '2026-11-24', earliestDelivery: '2026-11-26', latestDelivery: '2026-11-28' });
    await favorite(db, carrier(), load);
    const rows = readCsv((await postList(app(), carrier(), 'favorites', {}, `&resultType=CSV${query}`)).body);
    expect(rows.map((row) => [Number(row['Load #']), row.Status])).toEqual([[load, status]]);
  });

  test('an empty list exports the header row alone', async () => {
    const response = await postList(app(), carrier(), 'delivered', {}, '&resultType=CSV');
    expect(parse(response.body, { bom: true })).toEqual([[...LOAD_LIST_CSV_COLUMNS]]);
  });

  test('a resultType other than CSV or Email is refused on its field', async () => {
    const response = await postList(app(), carrier(), 'pendingPickup', {}, '&resultType=Xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'resultType', message: expect.any(String) }]);
  });
});
