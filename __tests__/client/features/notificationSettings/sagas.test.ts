import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, join, put, take } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/ApiError';
import { fetchNotificationSettings, saveNotificationSettings } from '../../../../src/client/api/notificationSettingsApi';
import { errorsReducer } from '../../../../src/client/features/errors/slice';
import { loadNotificationSettings, notificationSettingsSaga, saveAfterToggle } from '../../../../src/client/features/notificationSettings/sagas';
import {
  initialNotificationSettingsState, notificationSaveFailed, notificationSettingsLoadFailed, notificationSettingsOpened,
  notificationSettingsReceived, notificationSettingsReducer, notificationSettingsSaved, notificationToggled,
} from '../../../../src/client/features/notificationSettings/slice';
import type { NotificationSettings } from '../../../../src/shared/notificationSettings';
import { driving, putAndWaitFor } from '../../support/drive';
import { signedIn, signedInCredentials } from '../../support/sagaProviders';

const reducer = combineReducers({ notificationSettings: notificationSettingsReducer, errors: errorsReducer });
const saved: NotificationSettings = {
  newLoadsOfSavedSearches: true, urgentLoads: false, claimSavedLoads: false, loadsDelivered: true, paymentErrors: true, paymentsPosted: true,
};
const loaded = () => ({
  notificationSettings: { ...initialNotificationSettingsState, Email: { settings: { ...saved }, status: 'loaded' as const, failedKind: null } },
  errors: { errors: [] },
});
const serverDown = new ApiError({ status: 503, statusText: 'Service Unavailable', url: '/api/carrierNotificationSettings/EmailNotifications', message: 'Down' });

describe('notification settings sagas (account spec 4: notification toggle)', () => {
  it('a toggle flips the flag locally, then immediately saves the whole settings set for that channel', async () => {
    const toggle = notificationToggled({ channel: 'Email', kind: 'urgentLoads' });
    const { storeState } = await expectSaga(driving(notificationSettingsSaga, function* () {
      yield* putAndWaitFor(toggle, notificationSettingsSaved.type);
    }))
      .withReducer(reducer, loaded())
      .provide([signedIn, [matchers.call.fn(saveNotificationSettings), { ...saved, urgentLoads: true }]])
      .call(saveNotificationSettings, signedInCredentials, 'Email', { ...saved, urgentLoads: true })
      .put(notificationSettingsSaved({ channel: 'Email', kind: 'urgentLoads' }))
      .run({ timeout: false });
    expect(storeState.notificationSettings.Email.settings.urgentLoads).toBe(true);
    expect(storeState.notificationSettings.Email.failedKind).toBeNull();
  });

  it('a failed save flips the flag back and says which one, without the global error overlay', async () => {
    const { storeState } = await expectSaga(saveAfterToggle, notificationToggled({ channel: 'Email', kind: 'loadsDelivered' }))
      .withReducer(reducer, (() => {
        const state = loaded();
        state.notificationSettings.Email.settings.loadsDelivered = false;
        return state;
      })())
      .provide([signedIn, [matchers.call.fn(saveNotificationSettings), throwError(serverDown)]])
      .call(saveNotificationSettings, signedInCredentials, 'Email', { ...saved, loadsDelivered: false })
      .put(notificationSaveFailed({ channel: 'Email', kind: 'loadsDelivered' }))
      .run();
    expect(storeState.notificationSettings.Email.settings.loadsDelivered).toBe(true);
    expect(storeState.notificationSettings.Email.failedKind).toBe('loadsDelivered');
    expect(storeState.errors.errors).toEqual([]);
  });

  it('two quick toggles are saved in order, the second with both changes', async () => {
    // The first save is still on its way when the second toggle comes.
    let firstSaveAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => { firstSaveAsked = resolve; });
    let answerFirstSave: (settings: NotificationSettings) => void = () => undefined;
    const firstSave = new Promise<NotificationSettings>((resolve) => { answerFirstSave = resolve; });
    let saves = 0;
    const save = dynamic(() => {
      saves += 1;
      if (saves > 1) return saved;
      firstSaveAsked();
      return firstSave;
    });
    await expectSaga(driving(notificationSettingsSaga, function* () {
      const bothSaved: Task = yield fork(function* (): SagaIterator {
        yield take(notificationSettingsSaved.type);
        yield take(notificationSettingsSaved.type);
      });
      yield put(notificationToggled({ channel: 'Email', kind: 'urgentLoads' }));
      yield call(() => asked);
      yield put(notificationToggled({ channel: 'Email', kind: 'paymentsPosted' }));
      answerFirstSave(saved);
      yield join(bothSaved);
    }))
      .withReducer(reducer, loaded())
      .provide([signedIn, [matchers.call.fn(saveNotificationSettings), save]])
      .call(saveNotificationSettings, signedInCredentials, 'Email', { ...saved, urgentLoads: true })
      .call(saveNotificationSettings, signedInCredentials, 'Email', { ...saved, urgentLoads: true, paymentsPosted: false })
      .run({ timeout: false });
    expect(saves).toBe(2);
  });

  it('opening a channel loads its settings', async () => {
    const { storeState } = await expectSaga(loadNotificationSettings, notificationSettingsOpened('Text'))
      .withReducer(reducer, { notificationSettings: initialNotificationSettingsState, errors: { errors: [] } })
      .provide([signedIn, [matchers.call.fn(fetchNotificationSettings), saved]])
      .call(fetchNotificationSettings, signedInCredentials, 'Text')
      .put(notificationSettingsReceived({ channel: 'Text', settings: saved }))
      .run();
    expect(storeState.notificationSettings.Text).toEqual({ settings: saved, status: 'loaded', failedKind: null });
  });

  it('settings that cannot be loaded say so on the screen', async () => {
    const { storeState } = await expectSaga(loadNotificationSettings, notificationSettingsOpened('Email'))
      .withReducer(reducer, { notificationSettings: initialNotificationSettingsState, errors: { errors: [] } })
      .provide([signedIn, [matchers.call.fn(fetchNotificationSettings), throwError(serverDown)]])
      .put(notificationSettingsLoadFailed('Email'))
      .run();
    expect(storeState.notificationSettings.Email.status).toBe('loadFailed');
    expect(storeState.errors.errors).toEqual([]);
  });
});
