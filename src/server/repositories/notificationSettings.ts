import type { Kysely } from 'kysely';
import {
  DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_KINDS,
  type NotificationChannel, type NotificationKind, type NotificationSettings,
} from '../../shared/notificationSettings';
import type { Database, NotificationSettingsTable } from '../db/tables';

type FlagColumns = Pick<NotificationSettingsTable, NotificationKind>;

function toSettings(row: FlagColumns | undefined, channel: NotificationChannel): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS[channel] };
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Number(row[kind]) === 1])) as NotificationSettings;
}

function toColumns(settings: NotificationSettings): FlagColumns {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, settings[kind] ? 1 : 0])) as FlagColumns;
}

/** The user's settings for the channel; the defaults when the user never saved any. */
export async function findNotificationSettings(db: Kysely<Database>, userId: number, channel: NotificationChannel): Promise<NotificationSettings> {
  const row = await db.selectFrom('notificationSettings').select(NOTIFICATION_KINDS)
    .where('userId', '=', userId).where('channel', '=', channel).executeTakeFirst();
  return toSettings(row, channel);
}

/** Replaces the whole set for the channel in one statement, so two quick saves never mix. */
export async function saveNotificationSettings(
  db: Kysely<Database>, userId: number, channel: NotificationChannel, settings: NotificationSettings,
): Promise<void> {
  const columns = toColumns(settings);
  await db.insertInto('notificationSettings').values({ userId, channel, ...columns })
    .onConflict((conflict) => conflict.columns(['userId', 'channel']).doUpdateSet(columns))
    .execute();
}

/**
 * One setting off, the others as they were (or as the defaults were), in one statement: two links opened at once
 * for two kinds of one channel both take effect.
 */
export async function turnOffNotification(db: Kysely<Database>, userId: number, channel: NotificationChannel, kind: NotificationKind): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  await db.insertInto('notificationSettings')
    .values({ userId, channel, ...toColumns(DEFAULT_NOTIFICATION_SETTINGS[channel]), [kind]: 0 })
    .onConflict((conflict) => conflict.columns(['userId', 'channel']).doUpdateSet({ [kind]: 0 }))
    .execute();
  return true;
}

export interface RecipientChoice {
  userId: number;
  email: string;
  name: string;
  cellPhone: string | null;
  channels: NotificationChannel[];
}

/** Who hears of `kind` and how: users (all of the client's, or the ones listed) with the setting on for a channel. */
export async function findRecipients(
  db: Kysely<Database>, kind: NotificationKind, scope: { clientId: number } | { userIds: readonly number[] },
): Promise<RecipientChoice[]> {
  if ('userIds' in scope && scope.userIds.length === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'email', 'firstName', 'lastName', 'cellPhone'])
    .$if('clientId' in scope, (query) => query.where('clientId', '=', (scope as { clientId: number }).clientId))
    .$if('userIds' in scope, (query) => query.where('id', 'in', (scope as { userIds: readonly number[] }).userIds))
    .orderBy('id').execute();
  if (users.length === 0) return [];
  const rows = await db.selectFrom('notificationSettings').select(['userId', 'channel', kind])
    .where('userId', 'in', users.map((user) => user.id)).execute();
  const flagOf = (userId: number, channel: NotificationChannel) => {
    const row = rows.find((candidate) => candidate.userId === userId && candidate.channel === channel);
    return row ? Number(row[kind]) === 1 : DEFAULT_NOTIFICATION_SETTINGS[channel][kind];
  };
  return users.map((user) => ({
    userId: user.id,
    email: user.email,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    cellPhone: user.cellPhone?.trim() || null,
    channels: (['Email', 'Text'] as const).filter((channel) => flagOf(user.id, channel)),
  })).filter((recipient) => recipient.channels.length > 0);
}
