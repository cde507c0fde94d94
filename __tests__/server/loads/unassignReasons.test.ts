import { describeEachDatabase } from '../support/databases';
import { useLoadsFixture } from './support/loadsFixture';

/** The cancel panel's reasons (loads spec 3, Cancel reason group; spec 7, Lookups/GetGroupedUnassignReasons). */
describeEachDatabase('cancel reasons', (getDb) => {
  const fixture = useLoadsFixture(getDb);

  test('the reasons lookup answers each group with its title and its code → label list in position order', async () => {
    const { call, carrier } = fixture();
    const response = await call('GET', 'Lookups/GetGroupedUnassignReasons', carrier);
    expect(response.statusCode).toBe(200);
    const groups = response.json();
    expect(Object.keys(groups)).toEqual(['Carrier', 'Load', 'Schedule']);
    expect(groups.Carrier.groupTitle).toBe('Carrier Issues');
    expect(Object.entries(groups.Carrier.groupList)).toEqual([
      ['AE', 'Assigned in error'], ['TB', 'Truck breakdown'], ['DU', 'Driver unavailable'], ['OB', 'Truck overbooked'],
    ]);
    expect(Object.keys(groups.Schedule.groupList)).toEqual(['PD', 'DD', 'WX']);
  });

  test('the reasons lookup needs a session', async () => {
    const { call } = fixture();
    expect((await call('GET', 'Lookups/GetGroupedUnassignReasons', null)).statusCode).toBe(401);
  });
});
