import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchUiPreferences, saveUiPreferences } from '../../../../src/client/api/preferencesApi';
import { errorReported } from '../../../../src/client/features/errors/slice';
import { savePreferences, syncPreferences } from '../../../../src/client/features/preferences/sagas';
import {
  preferencesReceived, preferencesReducer, preferencesSaved, preferencesSaveFailed, type PreferencesState,
} from '../../../../src/client/features/preferences/slice';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const reducer = combineReducers({ preferences: preferencesReducer });
const stateWith = (preferences: Partial<PreferencesState>) => ({
  preferences: { expandedSections: {}, newLoadsBannerDismissedOn: null, unsaved: false, ...preferences },
});
const onServer = { expandedSections: { myTasks: false }, newLoadsBannerDismissedOn: '2026-11-20T17:00:00.000Z' };
const serverDown = new ApiError({ status: 503, statusText: 'Service Unavailable', url: '/api/Users/Preferences', message: 'Down' });

describe('dashboard flags kept on the server (account spec 2.8: they persist between sessions)', () => {
  it('the flags are read from the server with the session and replace this browser\'s copy', async () => {
    const { storeState } = await expectSaga(syncPreferences)
      .withReducer(reducer, stateWith({ expandedSections: { myTrends: false } }))
      .provide([signedIn, [matchers.call.fn(fetchUiPreferences), onServer]])
      .not.call.fn(saveUiPreferences)
      .put(preferencesReceived(onServer))
      .run();
    expect(storeState.preferences).toEqual({ ...onServer, unsaved: false });
  });

  it('a change the server has not confirmed is sent before the server\'s copy is read', async () => {
    const { storeState } = await expectSaga(syncPreferences)
      .withReducer(reducer, stateWith({ expandedSections: { myTrends: false }, unsaved: true }))
      .provide([signedIn, [matchers.call.fn(saveUiPreferences), onServer], [matchers.call.fn(fetchUiPreferences), onServer]])
      .call(saveUiPreferences, signedInCredentials, { expandedSections: { myTrends: false }, newLoadsBannerDismissedOn: null })
      .put(preferencesSaved())
      .put(preferencesReceived(onServer))
      .run();
    expect(storeState.preferences.unsaved).toBe(false);
  });

  it('a change the server could not take is kept here, not replaced by the server\'s older copy', async () => {
    const { storeState } = await expectSaga(syncPreferences)
      .withReducer(reducer, stateWith({ expandedSections: { myTrends: false }, unsaved: true }))
      .provide([signedIn, [matchers.call.fn(saveUiPreferences), throwError(serverDown)], [matchers.call.fn(fetchUiPreferences), onServer]])
      .put(preferencesSaveFailed())
      .not.put(preferencesReceived(onServer))
      .run();
    expect(storeState.preferences).toEqual({ expandedSections: { myTrends: false }, newLoadsBannerDismissedOn: null, unsaved: true });
  });

  it('a change is saved with every flag as it is now, so it carries one that failed before', async () => {
    await expectSaga(savePreferences)
      .withReducer(reducer, stateWith({ expandedSections: { myTrends: false, myTasks: false }, newLoadsBannerDismissedOn: '2026-11-20T18:00:00.000Z', unsaved: true }))
      .provide([signedIn, [matchers.call.fn(saveUiPreferences), onServer]])
      .call(saveUiPreferences, signedInCredentials, {
        expandedSections: { myTasks: false, myTrends: false }, newLoadsBannerDismissedOn: '2026-11-20T18:00:00.000Z',
      })
      .put(preferencesSaved())
      .run();
  });

  it('a failed read leaves this browser\'s copy and shows no error', async () => {
    const { storeState } = await expectSaga(syncPreferences)
      .withReducer(reducer, stateWith({ expandedSections: { myTrends: false } }))
      .provide([signedIn, [matchers.call.fn(fetchUiPreferences), throwError(serverDown)]])
      .not.put.actionType(preferencesReceived.type)
      .not.put.actionType(errorReported.type)
      .run();
    expect(storeState.preferences.expandedSections).toEqual({ myTrends: false });
  });
});
