import { expectSaga } from 'redux-saga-test-plan';
import { call, put } from 'redux-saga/effects';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { removeFavorite } from '../../../../src/client/api/loadApi';
import { exportLoadList, fetchLoadList } from '../../../../src/client/api/loadListsApi';
import { fetchVehicleCount } from '../../../../src/client/api/trucksApi';
import { claimedLoadsReloadRequested } from '../../../../src/client/features/loadChanges/slice';
import { DOWNLOAD_FAILED_MESSAGE } from '../../../../src/client/features/documents/documentsText';
import { saveFile } from '../../../../src/client/features/documents/saveFile';
import {
  exportList,
  loadFirstPage,
  loadListsSaga,
  loadNextPage,
  loadVehicleCount,
  removeSavedLoad,
} from '../../../../src/client/features/loadLists/sagas';
import { selectListHasMore } from '../../../../src/client/features/loadLists/selectors';
import { listFiltersChanged, listPageReceived, moreLoadsRequested, savedLoadRemoved } from '../../../../src/client/features/loadLists/slice';
import type { LoadRecord } from '../../../../src/shared/loads';
import type { Paged } from '../../../../src/shared/wire';
import { driving, putAndWaitFor } from '../../support/drive';
import { readText } from '../../support/fetchStub';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';
import { claimedLoad, listsReducer, page, stateWithList, takenLoad } from './loadListFixtures';

const claimedCriteria = { sortField: 'AvailableDate', sortAscending: true } as const;

describe('load list paging (loads spec 4, Paging)', () => {
  it('the first page is 1', async () => {
    const { storeState } = await expectSaga(loadFirstPage, 'pendingPickup')
      .withReducer(listsReducer)
      .provide([signedIn, [matchers.call.fn(fetchLoadList), page([claimedLoad(1), claimedLoad(2)], 30)]])
      .call(fetchLoadList, signedInCredentials, 'pendingPickup', claimedCriteria, { pageNumber: 1, pageSize: 20 })
      .run();
    expect(storeState.loadLists.lists.pendingPickup).toMatchObject({ ids: [1, 2], pageNumber: 1, totalRecordCount: 30 });
    expect(storeState.loads.entities[2]).toEqual(claimedLoad(2));
  });

  it('the next page increments the page number and is added after the loads shown', async () => {
    const { storeState } = await expectSaga(loadNextPage, 'pendingPickup')
      .withReducer(listsReducer, stateWithList('pendingPickup', { ids: [1, 2], pageNumber: 1, totalRecordCount: 3 }))
      .provide([signedIn, [matchers.call.fn(fetchLoadList), page([claimedLoad(3)], 3)]])
      .call(fetchLoadList, signedInCredentials, 'pendingPickup', claimedCriteria, { pageNumber: 2, pageSize: 20 })
      .run();
    expect(storeState.loadLists.lists.pendingPickup).toMatchObject({ ids: [1, 2, 3], pageNumber: 2 });
  });

  it('more results exist while the loaded count is below the total', () => {
    expect(selectListHasMore(stateWithList('inRoute', { ids: [1, 2], totalRecordCount: 3 }), 'inRoute')).toBe(true);
    expect(selectListHasMore(stateWithList('inRoute', { ids: [1, 2, 3], totalRecordCount: 3 }), 'inRoute')).toBe(false);
  });

  it('a filter change reloads the first page with the changed criteria', async () => {
    await expectSaga(driving(loadListsSaga, function* () {
      yield* putAndWaitFor(
        listFiltersChanged({ kind: 'delivered', criteria: { driverId: 12, deliveredFrom: '2026-11-01', deliveredTo: '2026-11-30' } }),
        listPageReceived.type,
      );
    }))
      .withReducer(listsReducer, stateWithList('delivered', { pageNumber: 3 }))
      .provide([signedIn, [matchers.call.fn(fetchLoadList), page([])]])
      .call(
        fetchLoadList,
        signedInCredentials,
        'delivered',
        { sortField: 'DeliveryDate', sortAscending: false, driverId: 12, deliveredFrom: '2026-11-01', deliveredTo: '2026-11-30' },
        { pageNumber: 1, pageSize: 20 },
      )
      .run({ timeout: false });
  });

  it('after a list filter change no load of the old filter shows', async () => {
    let answerOldPage: (answer: Paged<LoadRecord>) => void = () => undefined;
    const oldPage = new Promise<Paged<LoadRecord>>((resolve) => { answerOldPage = resolve; });
    const byFilter = dynamic(({ args: [, , criteria] }: { args: [unknown, unknown, { driverId?: number }] }) =>
      (criteria.driverId === 12 ? page([claimedLoad(5)]) : oldPage));
    const { storeState } = await expectSaga(driving(loadListsSaga, function* () {
      yield put(moreLoadsRequested('delivered'));
      yield* putAndWaitFor(listFiltersChanged({ kind: 'delivered', criteria: { driverId: 12 } }), listPageReceived.type);
      answerOldPage(page([claimedLoad(3)], 3));
      yield call(() => oldPage);
    }))
      .withReducer(listsReducer, stateWithList('delivered', { ids: [1, 2], pageNumber: 1, totalRecordCount: 3 }, [claimedLoad(1), claimedLoad(2)]))
      .provide([signedIn, [matchers.call.fn(fetchLoadList), byFilter]])
      .run({ timeout: false });
    expect(storeState.loadLists.lists.delivered).toMatchObject({ ids: [5], pageNumber: 1, totalRecordCount: 1 });
    expect(storeState.loads.entities[3]).toBeUndefined();
  });

  it('cancelling a claimed load reloads the first page of claimed loads', async () => {
    await expectSaga(driving(loadListsSaga, function* () {
      yield* putAndWaitFor(claimedLoadsReloadRequested(), listPageReceived.type);
    }))
      .withReducer(listsReducer, stateWithList('pendingPickup', { ids: [1, 2, 3], pageNumber: 2 }))
      .provide([signedIn, [matchers.call.fn(fetchLoadList), page([claimedLoad(2)])]])
      .call(fetchLoadList, signedInCredentials, 'pendingPickup', claimedCriteria, { pageNumber: 1, pageSize: 20 })
      .run({ timeout: false });
  });
});

describe('Download (loads spec 7 and 9)', () => {
  it('saves the CSV under the file name the server gives', async () => {
    const saved: Array<[Blob, string]> = [];
    await expectSaga(exportList, { type: 'loadLists/listExportRequested', payload: 'pendingPickup' })
      .withReducer(listsReducer)
      .provide([
        signedIn,
        [matchers.call.fn(exportLoadList), { content: 'Load,Rate\n1,1250\n', fileName: 'claimed-loads-2026-11-21.csv' }],
        [matchers.call.fn(saveFile), dynamic(({ args }) => void saved.push(args as [Blob, string]))],
      ])
      .call(exportLoadList, signedInCredentials, 'pendingPickup', claimedCriteria)
      .run();
    expect(saved.map(([, name]) => name)).toEqual(['claimed-loads-2026-11-21.csv']);
    expect(await readText(saved[0][0])).toBe('Load,Rate\n1,1250\n');
    expect(saved[0][0].type).toBe('text/csv');
  });

  it('a failed download shows Could not download document. Please try again later.', async () => {
    const { storeState } = await expectSaga(exportList, { type: 'loadLists/listExportRequested', payload: 'delivered' })
      .withReducer(listsReducer, stateWithList('delivered', { isExporting: true }))
      .provide([
        signedIn,
        [matchers.call.fn(exportLoadList), throwError(new ApiError({ status: 500, statusText: 'Server Error', url: '/api/x', message: 'x' }))],
      ])
      .not.call.fn(saveFile)
      .run();
    expect(storeState.flash.current.map((message: { text: string }) => message.text)).toEqual([DOWNLOAD_FAILED_MESSAGE]);
    expect(storeState.loadLists.lists.delivered.isExporting).toBe(false);
  });
});

describe('Saved Loads removal (loads spec 4, Favourite removal)', () => {
  it('removing an unavailable saved load deletes the favourite, then removes it from the list', async () => {
    const steps: string[] = [];
    const recordingReducer: typeof listsReducer = (state, action) => {
      if (savedLoadRemoved.match(action)) steps.push('removed from the list');
      return listsReducer(state, action);
    };
    const deleteFavorite = () => {
      steps.push('favourite deleted');
      return { currentUserFavorite: false, numberOfFavorites: 0 };
    };
    const { storeState } = await expectSaga(removeSavedLoad, { type: 'loadLists/savedLoadRemoveRequested', payload: 5 })
      .withReducer(recordingReducer, stateWithList('favorites', { ids: [4, 5], totalRecordCount: 2 }, [takenLoad(4), takenLoad(5)]))
      .provide([signedIn, [matchers.call.fn(removeFavorite), dynamic(deleteFavorite)]])
      .call(removeFavorite, signedInCredentials, 5)
      .run();
    expect(steps).toEqual(['favourite deleted', 'removed from the list']);
    expect(storeState.loadLists.lists.favorites).toMatchObject({ ids: [4], totalRecordCount: 1 });
    expect(storeState.loads.entities[5]?.currentUserFavorite).toBe(false);
  });

  it('a removal the server refuses keeps the load in the list', async () => {
    const { storeState } = await expectSaga(removeSavedLoad, { type: 'loadLists/savedLoadRemoveRequested', payload: 5 })
      .withReducer(listsReducer, stateWithList('favorites', { ids: [5], totalRecordCount: 1 }, [takenLoad(5)]))
      .provide([
        signedIn,
        [matchers.call.fn(removeFavorite), throwError(new ApiError({ status: 500, statusText: 'Error', url: '/api/x', message: 'x' }))],
      ])
      .not.put(savedLoadRemoved(5))
      .run();
    expect(storeState.loadLists.lists.favorites.ids).toEqual([5]);
  });
});

describe('In Progress promo (loads spec 2)', () => {
  it('the remaining allotment is read from the vehicle count', async () => {
    const { storeState } = await expectSaga(loadVehicleCount)
      .withReducer(listsReducer)
      .provide([signedIn, [matchers.call.fn(fetchVehicleCount), { totalCapacity: 8, vehiclesOnLoads: 8, allotmentRemaining: 0 }]])
      .run();
    expect(storeState.loadLists.allotmentRemaining).toBe(0);
  });
});
