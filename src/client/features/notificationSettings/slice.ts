/**
 * Email and text notification settings (account spec 2.11 and 4): each channel's set as the screen shows it.
 * A toggle flips the flag here at once; a failed save flips it back and says so.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationChannel, NotificationKind, NotificationSettings } from '../../../shared/notificationSettings';

export type ChannelStatus = 'idle' | 'loading' | 'loaded' | 'loadFailed';

export interface ChannelState {
  settings: NotificationSettings | null;
  status: ChannelStatus;
  /** The kind whose last save failed (and was switched back), until the next toggle. */
  failedKind: NotificationKind | null;
}

export type NotificationSettingsState = Record<NotificationChannel, ChannelState>;

const idle: ChannelState = { settings: null, status: 'idle', failedKind: null };

export const initialNotificationSettingsState: NotificationSettingsState = { Email: idle, Text: idle };

interface Toggle {
  channel: NotificationChannel;
  kind: NotificationKind;
}

const flip = (channel: ChannelState, kind: NotificationKind) => {
  if (channel.settings) channel.settings[kind] = !channel.settings[kind];
};

const notificationSettingsSlice = createSlice({
  name: 'notificationSettings',
  initialState: initialNotificationSettingsState,
  reducers: {
    notificationSettingsOpened(state, { payload: channel }: PayloadAction<NotificationChannel>) {
      state[channel].status = 'loading';
      state[channel].failedKind = null;
    },
    notificationSettingsReceived(state, { payload }: PayloadAction<{ channel: NotificationChannel; settings: NotificationSettings }>) {
      state[payload.channel] = { settings: payload.settings, status: 'loaded', failedKind: null };
    },
    notificationSettingsLoadFailed(state, { payload: channel }: PayloadAction<NotificationChannel>) {
      state[channel].status = 'loadFailed';
    },
    notificationToggled(state, { payload }: PayloadAction<Toggle>) {
      flip(state[payload.channel], payload.kind);
      state[payload.channel].failedKind = null;
    },
    notificationSettingsSaved(_state, _action: PayloadAction<Toggle>) {},
    notificationSaveFailed(state, { payload }: PayloadAction<Toggle>) {
      flip(state[payload.channel], payload.kind);
      state[payload.channel].failedKind = payload.kind;
    },
  },
});

export const {
  notificationSettingsOpened, notificationSettingsReceived, notificationSettingsLoadFailed,
  notificationToggled, notificationSettingsSaved, notificationSaveFailed,
} = notificationSettingsSlice.actions;

export const notificationSettingsReducer = notificationSettingsSlice.reducer;
