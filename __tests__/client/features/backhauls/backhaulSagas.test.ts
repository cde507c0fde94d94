import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { SagaIterator, Task } from 'redux-saga';
import { fork, join, put, take } from 'redux-saga/effects';
import { fetchLoad } from '../../../../src/client/api/loadApi';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { backhaulsSaga, searchBackhauls } from '../../../../src/client/features/backhauls/sagas';
import { backhaulSearchRequested, backhaulsReceived, moreBackhaulsRequested, widerBackhaulSearchRequested } from '../../../../src/client/features/backhauls/slice';
import { loadsSaga } from '../../../../src/client/features/loads/sagas';
import type { SearchCriteria } from '../../../../src/shared/loads';
import { driving, putAndWaitFor } from '../../support/drive';
import { signedIn } from '../../support/sagaProviders';
import { backhaul, backhauls, page, sourceLoad, stateWith, testReducer, type SearchCall } from './backhaulFixtures';

/** Answers each search by its radius and page, once `answered` settles when given; records every call. */
function searchProvider(answer: (radius: number | undefined, request: SearchCall[1]) => ReturnType<typeof page>, answered?: Promise<void>) {
  const calls: SearchCall[] = [];
  const provider = dynamic(({ args: [, criteria, request] }: { args: [unknown, SearchCriteria, SearchCall[1]] }) => {
    calls.push([criteria, request]);
    const result = answer(criteria.originGeoCodeMileRadius, request);
    return answered ? answered.then(() => result) : result;
  });
  return { calls, provider: [matchers.call.fn(searchAvailableLoads), provider] as [matchers.Matcher, unknown] };
}

const probe = { pageNumber: 1, pageSize: 1 };

describe('backhaul search (loads spec 4)', () => {
  it('backhaul search swaps origin and destination', async () => {
    const search = searchProvider(() => page([backhaul(100)]));
    await expectSaga(searchBackhauls, backhaulSearchRequested(7))
      .withReducer(testReducer, stateWith([sourceLoad]))
      .provide([signedIn, search.provider])
      .run();
    expect(search.calls[0][0]).toMatchObject({
      originCity: 'Atlanta',
      originState: 'GA',
      originGeoCodeLatitude: 33.75,
      originGeoCodeLongitude: -84.39,
      destinationCity: 'Dallas',
      destinationState: 'TX',
      destinationGeoCodeLatitude: 32.78,
      destinationGeoCodeLongitude: -96.8,
    });
  });

  it('the backhaul window runs from latestDelivery to 3 days later', async () => {
    const search = searchProvider(() => page([backhaul(100)]));
    await expectSaga(searchBackhauls, backhaulSearchRequested(7))
      .withReducer(testReducer, stateWith([{ ...sourceLoad, latestDelivery: '2026-12-30' }]))
      .provide([signedIn, search.provider])
      .run();
    expect(search.calls[0][0]).toMatchObject({ availableFrom: '2026-12-30', availableThru: '2027-01-02' });
  });

  it('without a latestDelivery the backhaul search has no date window', async () => {
    const search = searchProvider(() => page([backhaul(100)]));
    await expectSaga(searchBackhauls, backhaulSearchRequested(7))
      .withReducer(testReducer, stateWith([{ ...sourceLoad, latestDelivery: null }]))
      .provide([signedIn, search.provider])
      .run();
    expect(search.calls[0][0]).not.toHaveProperty('availableFrom');
    expect(search.calls[0][0]).not.toHaveProperty('availableThru');
  });

  it('backhaul search widens the radius 50 → 100 → 150, then falls back to 200', async () => {
    const search = searchProvider((radius) => (radius === 200 ? page([backhaul(100)]) : page([])));
    const { storeState } = await expectSaga(searchBackhauls, backhaulSearchRequested(7))
      .withReducer(testReducer, stateWith([sourceLoad]))
      .provide([signedIn, search.provider])
      .run();
    expect(search.calls.map(([criteria, request]) => [criteria.originGeoCodeMileRadius, request])).toEqual([
      [50, probe],
      [100, probe],
      [150, probe],
      [200, { pageNumber: 1, pageSize: 12 }],
    ]);
    // One radius for both ends: a backhaul starts near this load's delivery and ends near its pick-up.
    expect(search.calls.every(([criteria]) => criteria.destinationGeoCodeMileRadius === criteria.originGeoCodeMileRadius)).toBe(true);
    expect(storeState.backhauls.byLoadId[7]).toMatchObject({ radius: 200, ids: [100], status: 'succeeded' });
  });

  it('the first radius with a result wins', async () => {
    const search = searchProvider((radius, request) =>
      radius === 50 ? page([]) : page(backhauls(request.pageSize), 30),
    );
    const { storeState } = await expectSaga(searchBackhauls, backhaulSearchRequested(7))
      .withReducer(testReducer, stateWith([sourceLoad]))
      .provide([signedIn, search.provider])
      .run();
    expect(search.calls.map(([criteria, request]) => [criteria.originGeoCodeMileRadius, request.pageSize])).toEqual([
      [50, 1],
      [100, 1],
      [100, 12],
    ]);
    expect(storeState.backhauls.byLoadId[7]).toMatchObject({ radius: 100, totalRecordCount: 30, pageNumber: 1 });
    expect(storeState.loads.entities[100]).toEqual(backhaul(100));
  });

  it('the backhaul list then pages by 12', async () => {
    const all = backhauls(14);
    const search = searchProvider((_radius, { pageNumber, pageSize }) =>
      page(all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), all.length),
    );
    const { storeState } = await expectSaga(driving(backhaulsSaga, function* () {
      yield* putAndWaitFor(backhaulSearchRequested(7), backhaulsReceived.type);
      yield* putAndWaitFor(moreBackhaulsRequested(7), backhaulsReceived.type);
    }))
      .withReducer(testReducer, stateWith([sourceLoad]))
      .provide([signedIn, search.provider])
      .run({ timeout: false });
    expect(search.calls.slice(1).map(([, request]) => request)).toEqual([
      { pageNumber: 1, pageSize: 12 },
      { pageNumber: 2, pageSize: 12 },
    ]);
    expect(storeState.backhauls.byLoadId[7]).toMatchObject({ pageNumber: 2, ids: all.map((load) => load.id) });
  });

  it('a widened backhaul search goes straight to the list at the radius and window the carrier chose (issue 9)', async () => {
    const search = searchProvider(() => page([backhaul(100)]));
    const { storeState } = await expectSaga(searchBackhauls, widerBackhaulSearchRequested({ loadId: 7, radius: 300, windowDays: 7 }))
      .withReducer(testReducer, stateWith([sourceLoad]))
      .provide([signedIn, search.provider])
      .run();
    expect(search.calls).toEqual([[
      expect.objectContaining({ originGeoCodeMileRadius: 300, availableFrom: '2026-06-22', availableThru: '2026-06-29' }),
      { pageNumber: 1, pageSize: 12 },
    ]]);
    expect(storeState.backhauls.byLoadId[7]).toMatchObject({ radius: 300, windowDays: 7, ids: [100], status: 'succeeded' });
  });

  it('Load More pressed again while a page is on its way asks for that page once', async () => {
    const all = backhauls(30);
    const firstPageShown = { radius: 100, windowDays: 3, ids: all.slice(0, 12).map((load) => load.id), pageNumber: 1, totalRecordCount: 30, status: 'succeeded' as const };
    let answerPage: () => void = () => undefined;
    const pageOnItsWay = new Promise<void>((resolve) => { answerPage = resolve; });
    const search = searchProvider((_radius, { pageNumber, pageSize }) => page(all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), 30), pageOnItsWay);
    const { storeState } = await expectSaga(driving(backhaulsSaga, function* () {
      const received: Task = yield fork(function* (): SagaIterator {
        yield take(backhaulsReceived.type);
      });
      yield put(moreBackhaulsRequested(7));
      yield put(moreBackhaulsRequested(7));
      answerPage();
      yield join(received);
    }))
      .withReducer(testReducer, stateWith([sourceLoad, ...all.slice(0, 12)], { byLoadId: { 7: firstPageShown } }))
      .provide([signedIn, search.provider])
      .run({ timeout: false });
    expect(search.calls.map(([criteria, request]) => [criteria.originGeoCodeMileRadius, request])).toEqual([
      [100, { pageNumber: 2, pageSize: 12 }],
    ]);
    expect(storeState.backhauls.byLoadId[7].ids).toHaveLength(24);
  });

  it('a load not in the store is fetched before its backhauls are searched', async () => {
    const search = searchProvider(() => page([backhaul(100)]));
    const { storeState } = await expectSaga(driving(function* () {
      yield fork(loadsSaga);
      yield fork(backhaulsSaga);
    }, function* () {
      yield* putAndWaitFor(backhaulSearchRequested(7), backhaulsReceived.type);
    }))
      .withReducer(testReducer, stateWith())
      .provide([signedIn, [matchers.call.fn(fetchLoad), { ...sourceLoad, driver: null }], search.provider])
      .run({ timeout: false });
    expect(search.calls[0][0]).toMatchObject({ originCity: 'Atlanta', destinationCity: 'Dallas' });
    expect(storeState.backhauls.byLoadId[7]).toMatchObject({ ids: [100], status: 'succeeded' });
  });
});
