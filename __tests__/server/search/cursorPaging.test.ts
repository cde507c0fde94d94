import type { LightMyRequestResponse } from 'fastify';
import { PICKUP_DATE_SORT_KEYS, SEARCH_SORT_FIELDS } from '../../../src/shared/constants';
import { describeEachDatabase } from '../support/databases';
import { ids, useSearchFixture } from './support/searchFixture';

const nextOf = (response: LightMyRequestResponse): string | null => response.json().next;
const afterQuery = (cursor: string | null, pageSize: number) => `&pageSize=${pageSize}&pageNumber=2&after=${cursor}`;
const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** Load More continues after the last load shown, in the sort's order, by the cursor the page gave (issue 23). */
describeEachDatabase('load search: paging by cursor', (getDb) => {
  const fixture = useSearchFixture(getDb, 300);

  const setRate = async (loadId: number, rate: number) => {
    await getDb().db.updateTable('loads').set({ rate, updatedAt: new Date().toISOString() }).where('id', '=', loadId).execute();
    await fixture().app.loadSearch.onLoadsChanged([loadId]);
  };

  const byRate = { SortField: 'Rate', SortAscending: false };

  test('a load that moves up while a dispatcher pages is neither skipped nor shown twice', async () => {
    const { search } = fixture();
    const before = ids(await search(byRate, '&pageSize=30'));
    const firstPage = await search(byRate, '&pageSize=10');
    expect(ids(firstPage)).toEqual(before.slice(0, 10));
    const moved = before[14];
    const topRate = (await search(byRate, '&pageSize=1')).json().records[0].rate;
    await setRate(moved, topRate + 1000);

    const secondPage = await search(byRate, afterQuery(nextOf(firstPage), 10));
    expect(secondPage.statusCode).toBe(200);
    expect(ids(secondPage)).toEqual(before.slice(10, 21).filter((id) => id !== moved));
    // By page number the same moment shows page 1's last load again: what the cursor is for.
    expect(ids(await search(byRate, '&pageSize=10&pageNumber=2'))).toContain(before[9]);
  });

  test('a load that moves down while a dispatcher pages is neither skipped nor shown twice', async () => {
    const { search } = fixture();
    const before = ids(await search(byRate, '&pageSize=20'));
    const firstPage = await search(byRate, '&pageSize=10');
    const moved = before[3];
    await setRate(moved, 1);

    const secondPage = await search(byRate, afterQuery(nextOf(firstPage), 10));
    expect(ids(secondPage)).toEqual(before.slice(10, 20));
  });

  test('paging by cursor walks every sort order as one long page does', async () => {
    const { search } = fixture();
    const sorts = [
      ...SEARCH_SORT_FIELDS.map((field) => ({ SortField: field })),
      ...PICKUP_DATE_SORT_KEYS.map((key) => ({ SortField: 'AvailableDate', SortKey: key })),
    ].flatMap((sort) => [{ ...sort, SortAscending: true }, { ...sort, SortAscending: false }]);
    for (const sort of sorts) {
      const whole = ids(await search(sort, '&pageSize=10000'));
      const paged: number[] = [];
      let page = await search(sort, '&pageSize=45');
      for (;;) {
        const pageIds = ids(page);
        paged.push(...pageIds);
        if (pageIds.length === 0) break;
        page = await search(sort, afterQuery(nextOf(page), 45));
        expect(page.json().totalRecordCount).toBe(whole.length);
      }
      expect({ sort, paged }).toEqual({ sort, paged: whole });
      expect(nextOf(page)).toBeNull();
    }
  });

  test('the map view pages by the same cursor', async () => {
    const { search } = fixture();
    const sort = { SortField: 'OriginCity', SortAscending: true };
    const whole = ids(await search(sort, '&pageSize=40&view=map'));
    const first = await search(sort, '&pageSize=20&view=map');
    const second = await search(sort, `${afterQuery(nextOf(first), 20)}&view=map`);
    expect([...ids(first), ...ids(second)]).toEqual(whole);
  });

  test('a forged cursor is refused with 400', async () => {
    const { search } = fixture();
    const real = nextOf(await search(byRate, '&pageSize=5'))!;
    const [order, ascending, key, id] = JSON.parse(Buffer.from(real, 'base64url').toString()) as [string, number, number, number];
    const cursors = [
      'not a cursor', '%00', real.slice(0, -2), `${real}A`, forged({ order, key, id }), forged([order, ascending, key]),
      forged([order, ascending, key, -id]), forged([order, ascending, key, 1.5]), forged([order, 2, key, id]),
      forged(['Price', ascending, key, id]), forged([order, ascending, 'NaN', id]), forged([order, ascending, [key], id]),
      forged(['OriginCity', ascending, key, id]), forged([order, ascending, key, Number.MAX_SAFE_INTEGER + 2]),
      Buffer.from(`[${JSON.stringify(order)}, ${ascending}, ${key}, ${id}]`).toString('base64url'),
    ];
    for (const cursor of cursors) {
      const answer = await search(byRate, `&pageSize=5&after=${encodeURIComponent(cursor)}`);
      expect({ cursor, status: answer.statusCode }).toEqual({ cursor, status: 400 });
      expect(answer.json()).toEqual({ message: expect.any(String), code: 'validation_failed', errors: [{ field: 'after', message: expect.any(String) }] });
    }
    const otherSort = await search({ SortField: 'Miles', SortAscending: false }, `&pageSize=5&after=${real}`);
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json().errors).toEqual([{ field: 'after', message: 'This page marker belongs to another sort order; search again.' }]);
    expect((await search(byRate, `&pageSize=5&after=${real}`)).statusCode).toBe(200);
  });

  test('the OpenAPI document describes the cursor asked and the cursor answered', async () => {
    const document = (await fixture().app.inject('/api/docs/json')).json();
    const operation = document.paths['/api/CarrierLoads/search/available'].post;
    expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'after', schema: expect.objectContaining({ type: 'string' }) }));
    const answer = operation.responses['200'].content['application/json'].schema;
    for (const page of answer.anyOf) expect(page.required).toContain('next');
  });
});
