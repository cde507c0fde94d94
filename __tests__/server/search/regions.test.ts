import { describeEachDatabase } from '../support/databases';
import { useSearchFixture } from './support/searchFixture';

/** A region chosen in the search form arrives as a one-item Origins or Destinations list (loads spec 3, Regions). */
describeEachDatabase('load search: regions', (getDb) => {
  const fixture = useSearchFixture(getDb, 600);
  const southwest = ['AZ', 'CA', 'NV'];
  const all = '&pageSize=10000';

  test('a region origin finds exactly the loads whose origin is in its states, in both spellings', async () => {
    const { search } = fixture();
    const field = (await search({ Origins: ['SouthWast'] }, all)).json();
    const value = (await search({ Origins: ['SouthWest'] }, all)).json();
    const byStates = (await search({ Origins: southwest }, all)).json();
    expect(field.totalRecordCount).toBeGreaterThan(0);
    expect(field.records.every((load: { originState: string }) => southwest.includes(load.originState))).toBe(true);
    expect(value).toEqual(field);
    expect(field).toEqual(byStates);
  });

  test('a region destination finds exactly the loads whose destination is in its states, in both spellings', async () => {
    const { search } = fixture();
    const field = (await search({ Destinations: ['SouthWast'] }, all)).json();
    const value = (await search({ Destinations: ['SouthWest'] }, all)).json();
    const byStates = (await search({ Destinations: southwest }, all)).json();
    expect(field.totalRecordCount).toBeGreaterThan(0);
    expect(field.records.every((load: { destinationState: string }) => southwest.includes(load.destinationState))).toBe(true);
    expect(value).toEqual(field);
    expect(field).toEqual(byStates);
  });

  test('a region origin and a region destination narrow the search together', async () => {
    const { search } = fixture();
    const answer = (await search({ Origins: ['MidWest'], Destinations: ['SouthWast'] }, all)).json();
    const byStates = (await search({ Origins: ['IL', 'IN', 'OH', 'MI', 'KY'], Destinations: southwest }, all)).json();
    expect(answer).toEqual(byStates);
    const everyLoad = (await search({}, all)).json();
    expect(answer.totalRecordCount).toBeLessThan(everyLoad.totalRecordCount);
  });
});
