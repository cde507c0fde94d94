import { createHmac } from 'node:crypto';
import { isSignature } from '../../auth/signatures';
import {
  NOTIFICATION_CHANNELS, isNotificationKind, type NotificationChannel, type NotificationKind,
} from '../../../shared/notificationSettings';

/** What an unsubscribe link turns off: one setting of one user on one channel. */
export interface UnsubscribeTarget {
  userId: number;
  channel: NotificationChannel;
  kind: NotificationKind;
}

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Turn notifications off from Settings in Haulboard instead.';

function signatureOf(secret: string, { userId, channel, kind }: UnsubscribeTarget): Buffer {
  return createHmac('sha256', secret).update(`notification-unsubscribe:${userId}:${channel}:${kind}`).digest();
}

/**
 * `{userId}.{channel}.{kind}.{signature}`: readable, so support can tell what a link does, and bound by the HMAC
 * so no part can be changed. It does not expire: an old mail's link must still work.
 */
export function signUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return `${target.userId}.${target.channel}.${target.kind}.${signatureOf(secret, target).toString('base64url')}`;
}

/** The target of a genuine token, or null for anything altered or made up. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const match = /^([1-9]\d{0,9})\.(\w+)\.(\w+)\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, channel, kind, signature] = match;
  if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(channel) || !isNotificationKind(kind)) return null;
  const target: UnsubscribeTarget = { userId: Number(id), channel: channel as NotificationChannel, kind };
  return isSignature(signature, signatureOf(secret, target)) ? target : null;
}
