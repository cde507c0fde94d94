/** Notification settings processes (account spec 4): load on open; flip, then save the channel's whole set. */
import type { Channel } from 'redux-saga';
import { actionChannel, call, put, select, take, takeEvery } from 'redux-saga/effects';
import type { NotificationChannel, NotificationSettings } from '../../../shared/notificationSettings';
import { callApi } from '../../api/callApi';
import { fetchNotificationSettings, saveNotificationSettings } from '../../api/notificationSettingsApi';
import type { RootState } from '../../app/rootReducer';
import {
  notificationSaveFailed, notificationSettingsLoadFailed, notificationSettingsOpened, notificationSettingsReceived,
  notificationSettingsSaved, notificationToggled,
} from './slice';

// The screens say what went wrong themselves, so nothing is reported on the global overlay too.
const inScreen = { reportErrors: false };

const settingsOf = (state: RootState, channel: NotificationChannel) => state.notificationSettings[channel].settings;

export function* loadNotificationSettings({ payload: channel }: ReturnType<typeof notificationSettingsOpened>) {
  try {
    const settings: NotificationSettings = yield* callApi(fetchNotificationSettings, [channel], inScreen);
    yield put(notificationSettingsReceived({ channel, settings }));
  } catch {
    yield put(notificationSettingsLoadFailed(channel));
  }
}

/** The reducer has already flipped the flag: the set read now is the one to save. */
export function* saveAfterToggle({ payload }: ReturnType<typeof notificationToggled>) {
  const settings: NotificationSettings | null = yield select(settingsOf, payload.channel);
  if (!settings) return;
  try {
    yield* callApi(saveNotificationSettings, [payload.channel, settings], inScreen);
    yield put(notificationSettingsSaved(payload));
  } catch {
    yield put(notificationSaveFailed(payload));
  }
}

/** Saves one at a time in toggle order, so a quick second toggle can never be overtaken by the first one's save. */
export function* saveTogglesInOrder() {
  const toggles: Channel<ReturnType<typeof notificationToggled>> = yield actionChannel(notificationToggled.type);
  for (;;) {
    const toggle: ReturnType<typeof notificationToggled> = yield take(toggles);
    yield call(saveAfterToggle, toggle);
  }
}

export function* notificationSettingsSaga() {
  yield takeEvery(notificationSettingsOpened.type, loadNotificationSettings);
  yield call(saveTogglesInOrder);
}
