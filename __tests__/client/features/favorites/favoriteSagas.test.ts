import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { addFavorite, removeFavorite } from '../../../../src/client/api/loadApi';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { saveFavorite, toggleFavorite } from '../../../../src/client/features/favorites/sagas';
import {
  favoriteSaveFinished,
  favoriteSaveStarted,
  favoritesReducer,
  favoriteToggled,
} from '../../../../src/client/features/favorites/slice';
import { loadsReceived, loadsReducer, loadUpdated } from '../../../../src/client/features/loads/slice';
import { keptAnswersCleared } from '../../../../src/client/features/requestCache/slice';
import type { LoadRecord } from '../../../../src/shared/loads';
import { aLoad } from '../../support/loads';
import { signedIn } from '../../support/sagaProviders';

const reducer = combineReducers({ loads: loadsReducer, favorites: favoritesReducer });
type State = ReturnType<typeof reducer>;

function stateWith(load: LoadRecord, savingIds: number[] = []): State {
  return { loads: loadsReducer(undefined, loadsReceived([load])), favorites: { savingIds } };
}

const serverError = new ApiError({
  status: 500,
  statusText: 'Server Error',
  url: '/api/CarrierLoads/7/favorite',
  message: 'boom',
});

describe('favourites (loads spec 4)', () => {
  it('saving a load marks it SAVED once the server has answered, with the answered count, and drops kept search answers', async () => {
    const { effects, storeState } = await expectSaga(toggleFavorite, favoriteToggled(7))
      .withReducer(reducer, stateWith(aLoad({ id: 7 })))
      .provide([signedIn, [matchers.call.fn(addFavorite), { currentUserFavorite: true, numberOfFavorites: 3 }]])
      .run();

    expect(effects.put.map((effect) => effect.payload.action.type)).toEqual([
      favoriteSaveStarted.type,
      keptAnswersCleared.type,
      loadUpdated.type,
      favoriteSaveFinished.type,
    ]);
    expect(storeState.loads.entities[7]).toMatchObject({ currentUserFavorite: true, numberOfFavorites: 3 });
    expect(storeState.favorites.savingIds).toEqual([]);
  });

  it('the local flag does not flip when the request fails', async () => {
    const { storeState } = await expectSaga(toggleFavorite, favoriteToggled(7))
      .withReducer(reducer, stateWith(aLoad({ id: 7, numberOfFavorites: 2 })))
      .provide([signedIn, [matchers.call.fn(addFavorite), throwError(serverError)]])
      .not.put.actionType(loadUpdated.type)
      .run();

    expect(storeState.loads.entities[7]).toMatchObject({ currentUserFavorite: false, numberOfFavorites: 2 });
    expect(storeState.favorites.savingIds).toEqual([]);
  });

  it('toggling a saved load removes the favourite', async () => {
    const { storeState } = await expectSaga(toggleFavorite, favoriteToggled(7))
      .withReducer(reducer, stateWith(aLoad({ id: 7, currentUserFavorite: true, numberOfFavorites: 1 })))
      .provide([signedIn, [matchers.call.fn(removeFavorite), { currentUserFavorite: false, numberOfFavorites: 0 }]])
      .not.call.fn(addFavorite)
      .run();

    expect(storeState.loads.entities[7]).toMatchObject({ currentUserFavorite: false, numberOfFavorites: 0 });
  });

  it("a second request for the same load while one runs is the error 'already saving favorite'", () =>
    expectSaga(toggleFavorite, favoriteToggled(7))
      .withReducer(reducer, stateWith(aLoad({ id: 7 }), [7]))
      .provide([signedIn])
      .not.call.fn(addFavorite)
      .not.call.fn(removeFavorite)
      .put.like({ action: { type: errorReported.type, payload: { code: 'internal', detail: 'already saving favorite', request: null } } })
      .run());

  it("saving an already-favourited load is the error 'already favorited'", async () => {
    // redux-saga logs the guard it rethrows; the test reads the rejection instead.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const run = expectSaga(saveFavorite, 7)
      .withReducer(reducer, stateWith(aLoad({ id: 7, currentUserFavorite: true })))
      .provide([signedIn, [matchers.call.fn(addFavorite), { currentUserFavorite: true, numberOfFavorites: 1 }]])
      .not.call.fn(addFavorite)
      .run();

    await expect(run).rejects.toThrow('already favorited');
    jest.restoreAllMocks();
  });
});
