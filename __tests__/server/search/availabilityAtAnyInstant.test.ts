import type { FastifyInstance } from 'fastify';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { insertBoardLoad } from '../support/boardLoads';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';

/** A load is searchable through its latest pick-up day (UTC) and leaves the board at the midnight after it. */
describeEachDatabase('search availability at any instant', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance | undefined;
  let nextId = 910_000;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  test.each([
    ['a day', '2026-11-27', '2026-11-27T23:59:59.999Z'],
    ['February', '2026-02-28', '2026-02-28T23:59:59.999Z'],
    ['a year', '2026-12-31', '2026-12-31T23:59:59.999Z'],
  ])('a load leaves the search at the midnight after its latest pick-up day, at the end of %s', async (_end, latestPickup, lastInstant) => {
    const db = getDb();
    clock.pin(lastInstant);
    app = await testApp(db, { clock });
    const token = await signIn(app, await createCarrier(db));
    const id = (nextId += 1);
    await insertBoardLoad(app, db, {
      id, earliestPickup: '2026-01-01', latestPickup, earliestDelivery: latestPickup, latestDelivery: '2027-01-31',
      visibleToCarriersFrom: '2026-01-01T00:00:00.000Z',
    });
    const found = async () => {
      const response = await app!.inject({
        method: 'POST', url: '/api/CarrierLoads/search/available?SourceApplication=CarrierPortal&pageSize=100',
        headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify({ OrderIds: [id] }),
      });
      return response.json().records.map((record: { id: number }) => record.id);
    };

    expect(await found()).toEqual([id]);
    clock.advance(1);
    expect(await found()).toEqual([]);
  });
});
