import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { searchAvailableLoads } from '../../../../src/client/api/loadsApi';
import { loadDashboard } from '../../../../src/client/features/dashboard/sagas';
import { invoiceListOpened } from '../../../../src/client/features/invoices/slice';
import {
  applyBoardChange,
  applyCarrierLoadChange,
  applyFavoriteChange,
  applyInvoiceChange,
  applyReset,
  applySavedSearchesChange,
} from '../../../../src/client/features/live/eventSagas';
import { selectIsNoLongerAvailable } from '../../../../src/client/features/live/selectors';
import * as liveSlice from '../../../../src/client/features/live/slice';
import { firstPageRequested } from '../../../../src/client/features/loadLists/slice';
import { loadBackOnBoard, loadLeftBoard, loadRequested, loadUpdated } from '../../../../src/client/features/loads/slice';
import { searchResultsReceived } from '../../../../src/client/features/search/slice';
import { loadSavedSearches } from '../../../../src/client/features/search/storedSearchSagas';
import { aLoad } from '../../support/loads';
import { signedIn } from '../../support/sagaProviders';
import { appReducer, appState, V1, V2 } from './liveFixtures';

const left = (loadId: number, version = V2) =>
  liveSlice.liveBoardChanged({ loadId, version, onBoard: false, change: 'claimed', eventId: 41 });
const back = (loadId: number, version = V2) =>
  liveSlice.liveBoardChanged({ loadId, version, onBoard: true, change: 'cancelled', eventId: 42 });

describe('live board events', () => {
  it('a load that left the board is marked no longer available at once, and the search counts one fewer', async () => {
    const { storeState } = await expectSaga(applyBoardChange, left(7))
      .withReducer(appReducer, appState({ loads: [aLoad({ id: 7 }), aLoad({ id: 8 })], search: { ids: [7, 8], totalRecordCount: 30, pageNumber: 1 } }))
      .put(loadLeftBoard({ loadId: 7, version: V2 }))
      .not.put.actionType(loadRequested.type)
      .run();
    expect(selectIsNoLongerAvailable(storeState, 7)).toBe(true);
    expect(selectIsNoLongerAvailable(storeState, 8)).toBe(false);
    expect(storeState.search.totalRecordCount).toBe(29);
  });

  it('the same event applied twice counts the load out once', async () => {
    const state = appState({ loads: [aLoad({ id: 7 })], search: { ids: [7], totalRecordCount: 5, pageNumber: 1 } });
    const once = await expectSaga(applyBoardChange, left(7)).withReducer(appReducer, state).run();
    const twice = await expectSaga(applyBoardChange, left(7)).withReducer(appReducer, once.storeState).run();
    expect(twice.storeState.search.totalRecordCount).toBe(4);
  });

  it("an older version of a load's event is ignored", async () => {
    await expectSaga(applyBoardChange, back(7, V1))
      .withReducer(appReducer, appState({ loads: [aLoad({ id: 7 })], live: { board: { 7: { version: V2, onBoard: false } } } }))
      .not.put.actionType(loadBackOnBoard.type)
      .not.put.actionType(loadRequested.type)
      .run();
  });

  it('a load back on the board loses its mark and is read again, so an edit shows', async () => {
    const { storeState } = await expectSaga(applyBoardChange, back(7, V2))
      .withReducer(appReducer, appState({ loads: [aLoad({ id: 7 })], live: { board: { 7: { version: V1, onBoard: false } } } }))
      .put(loadBackOnBoard({ loadId: 7, version: V2 }))
      .put(loadRequested(7))
      .run();
    expect(selectIsNoLongerAvailable(storeState, 7)).toBe(false);
  });

  it('a load back on the board that no screen holds is not read', async () => {
    await expectSaga(applyBoardChange, back(9)).withReducer(appReducer, appState()).not.put.actionType(loadRequested.type).run();
  });

  it("the carrier's own claimed load is not marked no longer available", async () => {
    const { storeState } = await expectSaga(applyBoardChange, left(7))
      .withReducer(appReducer, appState({ loads: [aLoad({ id: 7, assignedToCurrentCarrier: true, unAssigned: false })] }))
      .run();
    expect(selectIsNoLongerAvailable(storeState, 7)).toBe(false);
  });
});

describe('live carrier load and invoice events', () => {
  const changed = liveSlice.liveCarrierLoadChanged({ loadId: 7, version: V2, change: 'driverChanged', eventId: 50 });

  it('a change to a carrier load reads the load again and the load list shown', async () => {
    await expectSaga(applyCarrierLoadChange, changed)
      .withReducer(appReducer, appState({ loads: [aLoad({ id: 7 })], live: { shownPath: '/loads/claimed' } }))
      .put(loadRequested(7))
      .put(firstPageRequested('pendingPickup'))
      .not.call.fn(loadDashboard)
      .run();
  });

  it('a change to a carrier load reads the dashboard again while it is shown', async () => {
    await expectSaga(applyCarrierLoadChange, changed)
      .withReducer(appReducer, appState({ live: { shownPath: '/dashboard' } }))
      .provide([[matchers.call.fn(loadDashboard), undefined]])
      .call(loadDashboard)
      .not.put.actionType(firstPageRequested.type)
      .run();
  });

  it('screens that are not open are not read again', async () => {
    await expectSaga(applyCarrierLoadChange, changed)
      .withReducer(appReducer, appState({ live: { shownPath: '/search' } }))
      .not.put.actionType(firstPageRequested.type)
      .not.put.actionType(loadRequested.type)
      .not.call.fn(loadDashboard)
      .run();
  });

  it('an invoice event reads the invoices shown again', async () => {
    await expectSaga(applyInvoiceChange, liveSlice.liveInvoiceChanged({ invoiceId: 3, loadId: 7, change: 'paid', eventId: 51 }))
      .withReducer(appReducer, appState({ live: { shownPath: '/invoices/pending' } }))
      .put(invoiceListOpened('Pending'))
      .run();
  });
});

describe('live favourite and saved search events', () => {
  it('a favourite event flips the star of the load', async () => {
    const { storeState } = await expectSaga(applyFavoriteChange, liveSlice.liveFavoriteChanged({ loadId: 7, favorite: true, eventId: 60 }))
      .withReducer(appReducer, appState({ loads: [aLoad({ id: 7, currentUserFavorite: false, numberOfFavorites: 2 })] }))
      .put(loadUpdated({ id: 7, changes: { currentUserFavorite: true, numberOfFavorites: 3 } }))
      .run();
    expect(storeState.loads.entities[7]?.currentUserFavorite).toBe(true);
  });

  it('a favourite event for a star this tab already set changes nothing', async () => {
    await expectSaga(applyFavoriteChange, liveSlice.liveFavoriteChanged({ loadId: 7, favorite: true, eventId: 60 }))
      .withReducer(appReducer, appState({ loads: [aLoad({ id: 7, currentUserFavorite: true, numberOfFavorites: 3 })] }))
      .not.put.actionType(loadUpdated.type)
      .run();
  });

  it('a favourite event reads the Saved list again while it is shown', async () => {
    await expectSaga(applyFavoriteChange, liveSlice.liveFavoriteChanged({ loadId: 7, favorite: false, eventId: 61 }))
      .withReducer(appReducer, appState({ live: { shownPath: '/loads/saved' } }))
      .put(firstPageRequested('favorites'))
      .run();
  });

  it('a saved searches event reads them again while the search is shown', async () => {
    await expectSaga(applySavedSearchesChange, liveSlice.liveSavedSearchesChanged({ eventId: 62 }))
      .withReducer(appReducer, appState({ live: { shownPath: '/search' } }))
      .provide([[matchers.call.fn(loadSavedSearches), undefined]])
      .call(loadSavedSearches)
      .run();
  });

  it('a saved searches event away from the search reads nothing', async () => {
    await expectSaga(applySavedSearchesChange, liveSlice.liveSavedSearchesChanged({ eventId: 62 }))
      .withReducer(appReducer, appState({ live: { shownPath: '/loads/claimed' } }))
      .not.call.fn(loadSavedSearches)
      .run();
  });
});

describe('live reset', () => {
  it('reset reads again what is shown: the open load', async () => {
    await expectSaga(applyReset)
      .withReducer(appReducer, appState({ live: { shownPath: '/load/7' } }))
      .put(loadRequested(7))
      .run();
  });

  it("reset reads again what is shown: the search's first page", async () => {
    const criteria = { originState: 'TX' };
    const fresh = { records: [aLoad({ id: 8 })], totalRecordCount: 1 };
    const { storeState } = await expectSaga(applyReset)
      .withReducer(appReducer, appState({
        loads: [aLoad({ id: 7 })],
        live: { shownPath: '/search', board: { 7: { version: V2, onBoard: false } } },
        search: { submitted: criteria, ids: [7], totalRecordCount: 1, pageNumber: 1, status: 'succeeded' },
      }))
      .dispatch(liveSlice.liveResetReceived())
      .provide([signedIn, [matchers.call.fn(searchAvailableLoads), fresh], [matchers.call.fn(loadSavedSearches), undefined]])
      .put(searchResultsReceived({ pageNumber: 1, ids: [8], totalRecordCount: 1, next: null }))
      .call(loadSavedSearches)
      .run();
    expect(storeState.search.ids).toEqual([8]);
  });
});
