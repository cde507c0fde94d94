/** The words of the settings screens that the spec leaves to us (docs/decisions.md). */
import type { NotificationChannel } from '../../../shared/notificationSettings';

export const LOAD_FAILED = 'Could not load your notification settings.';
export const TRY_AGAIN = 'Try again';

export const saveFailedMessage = (heading: string) =>
  `Could not save "${heading}", so it was switched back. Please try again.`;

export const CHANNEL_INTROS: Record<NotificationChannel, string> = {
  Email: 'Choose what Haulboard emails you about. Each email also has a link to stop that kind.',
  Text: 'Choose what Haulboard texts you about. Texts go to the cell phone on your profile.',
};
