import type { NotificationChannel } from '../../../shared/notificationSettings';
import type { RootState } from '../../app/rootReducer';

export const selectNotificationChannel = (state: RootState, channel: NotificationChannel) => state.notificationSettings[channel];
