import type { LightMyRequestResponse } from 'fastify';
import { describeEachDatabase } from '../support/databases';
import { claimedBy, day, insertDriver, insertLoad, listIds, postList } from './support';
import { useSignedInCarrier } from './signedInCarrier';

const fieldsOf = (response: LightMyRequestResponse) => response.json().errors.map((error: { field: string }) => error.field);

describeEachDatabase('Malformed filters are refused, not ignored (issue 9)', (getDb) => {
  const { app, carrier } = useSignedInCarrier(getDb);

  test.each([
    ['a bad DeliveredFrom date', 'delivered', { DeliveredFrom: 'yesterday' }, 'deliveredFrom'],
    ['a DeliveredTo day that does not exist', 'delivered', { DeliveredTo: '2026-02-30' }, 'deliveredTo'],
    ['DriverId "abc"', 'pendingPickup', { DriverId: 'abc' }, 'driverId'],
    ['a DriverId that is not whole', 'inRoute', { DriverId: 12.5 }, 'driverId'],
    ['an unknown sort field', 'favorites', { SortField: 'Weight' }, 'sortField'],
    ['a sort direction that is not true or false', 'pendingPickup', { SortAscending: 'maybe' }, 'sortAscending'],
    ['an unknown scheduled-pickup filter', 'pendingPickup', { ScheduledPickupRange: 'someday' }, 'scheduledPickupRange'],
  ])('%s on a list answers 400 with the field, never the whole unfiltered list', async (_name, kind, criteria, field) => {
    await insertLoad(getDb(), claimedBy(carrier(), 'PendingPickup'));
    const response = await postList(app(), carrier(), kind, criteria);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Validation failed', code: 'validation_failed', errors: [{ field, message: expect.any(String) }] });
  });

  test('every malformed filter is named at once, so the form can show them together', async () => {
    const response = await postList(app(), carrier(), 'delivered', {
      DriverId: 'abc', DeliveredFrom: 'yesterday', DeliveredTo: '2026-02-30', ScheduledPickupRange: 'someday', SortField: 'Weight', SortAscending: 'maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['sortField', 'sortAscending', 'driverId', 'deliveredFrom', 'deliveredTo', 'scheduledPickupRange']);
  });

  test.each(['CSV', 'Email'])('a malformed filter is refused for resultType %s too, and nothing is sent', async (resultType) => {
    const driver = await insertDriver(getDb(), carrier().clientId);
    await insertLoad(getDb(), claimedBy(carrier(), 'PendingPickup'));
    const response = await postList(app(), carrier(), 'pendingPickup', { DriverId: 'abc', ToUserId: driver }, `&resultType=${resultType}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(fieldsOf(response)).toEqual(['driverId']);
    expect(await getDb().db.selectFrom('outbox').select('id').execute()).toHaveLength(0);
  });

  test('filters left out (absent, null or blank) filter nothing', async () => {
    const id = await insertLoad(getDb(), claimedBy(carrier(), 'PendingPickup'));
    const response = await postList(app(), carrier(), 'pendingPickup', {
      DriverId: null, DeliveredFrom: '', DeliveredTo: null, ScheduledPickupRange: null, SortField: ' ', SortAscending: null,
    });
    expect(response.statusCode).toBe(200);
    expect(listIds(response)).toEqual([id]);
  });

  test('well-formed filters are read in any case and in the formats the screens send', async () => {
    const db = getDb();
    const driver = await insertDriver(db, carrier().clientId);
    const delivered = await insertLoad(db, { ...claimedBy(carrier(), 'Delivered'), driverId: driver });
    const [month, dayOfMonth, year] = [day(-2).slice(5, 7), day(-2).slice(8, 10), day(-2).slice(0, 4)];
    const response = await postList(app(), carrier(), 'delivered', {
      DriverId: String(driver), DeliveredFrom: `${Number(month)}/${Number(dayOfMonth)}/${year}`, DeliveredTo: `${day(-2)}T23:00:00Z`,
      SortField: 'deliverydate', SortAscending: 'false',
    });
    expect(response.statusCode).toBe(200);
    expect(listIds(response)).toEqual([delivered]);
  });
});
