/** `GET`/`POST carrierNotificationSettings/EmailNotifications` and `/TextNotifications` (account spec 7). */
import type { NotificationChannel, NotificationSettings } from '../../shared/notificationSettings';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

const pathOf = (channel: NotificationChannel) => `carrierNotificationSettings/${channel}Notifications`;

export async function fetchNotificationSettings(credentials: ApiCredentials | null, channel: NotificationChannel): Promise<NotificationSettings> {
  return expectData(await request<NotificationSettings>(pathOf(channel), { credentials }));
}

/** Sends the channel's full settings object, as the spec's POST takes it. */
export async function saveNotificationSettings(
  credentials: ApiCredentials | null, channel: NotificationChannel, settings: NotificationSettings,
): Promise<NotificationSettings> {
  return expectData(await request<NotificationSettings>(pathOf(channel), { method: 'POST', credentials, body: settings }));
}
