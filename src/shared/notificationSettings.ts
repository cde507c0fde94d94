/** Notification settings (account spec 3): six kinds, each a boolean, kept per user for each channel. */
import type { FieldError } from './wire';

export const NOTIFICATION_KINDS = [
  'newLoadsOfSavedSearches', 'urgentLoads', 'claimSavedLoads', 'loadsDelivered', 'paymentErrors', 'paymentsPosted',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationSettings = Record<NotificationKind, boolean>;

export const NOTIFICATION_CHANNELS = ['Email', 'Text'] as const;

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * A user who never saved settings: mail about their own loads, money and searches; nothing by text until they
 * ask, since texts reach a phone (and may cost) and carriers opt in to them (docs/decisions.md).
 */
export const DEFAULT_NOTIFICATION_SETTINGS: Record<NotificationChannel, NotificationSettings> = {
  Email: {
    newLoadsOfSavedSearches: true, urgentLoads: false, claimSavedLoads: false,
    loadsDelivered: true, paymentErrors: true, paymentsPosted: true,
  },
  Text: {
    newLoadsOfSavedSearches: false, urgentLoads: false, claimSavedLoads: false,
    loadsDelivered: false, paymentErrors: false, paymentsPosted: false,
  },
};

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The POST body must be the whole set: every kind, booleans only, nothing else. */
export function notificationSettingsErrors(body: unknown): FieldError[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return [{ field: 'settings', message: 'Send the whole settings object' }];
  }
  const values = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const kind of NOTIFICATION_KINDS) {
    if (values[kind] === undefined) errors.push({ field: kind, message: 'Required' });
    else if (typeof values[kind] !== 'boolean') errors.push({ field: kind, message: 'Must be true or false' });
  }
  for (const key of Object.keys(values)) {
    if (!isNotificationKind(key)) errors.push({ field: key, message: 'Not a notification setting' });
  }
  return errors;
}

/** Heading and description of each kind (account spec 2.11; the words are ours, the spec shows none). */
export const NOTIFICATION_TEXTS: Record<NotificationKind, { heading: string; description: string }> = {
  newLoadsOfSavedSearches: {
    heading: 'New loads for saved searches',
    description: 'Once a day at most, the loads posted since the last message that match one of your saved searches.',
  },
  urgentLoads: {
    heading: 'Urgent loads',
    description: 'New loads matching one of your saved searches that must be picked up within 24 hours.',
  },
  claimSavedLoads: {
    heading: 'Saved loads to claim',
    description: 'A reminder when a load you saved is still waiting to be claimed and its pick-up window closes within 24 hours.',
  },
  loadsDelivered: { heading: 'Loads delivered', description: 'When one of your loads is marked delivered.' },
  paymentErrors: { heading: 'Payment problems', description: 'When a payment to you could not be made, so you can fix your payment details.' },
  paymentsPosted: { heading: 'Payments posted', description: 'When an invoice for one of your loads is paid.' },
};
