import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Db } from '../../../src/server/db/database';
import { insertUser } from '../../../src/server/repositories/users';
import { saveNotificationSettings } from '../../../src/server/repositories/notificationSettings';
import {
  DEFAULT_NOTIFICATION_SETTINGS, type NotificationChannel, type NotificationSettings,
} from '../../../src/shared/notificationSettings';
import { uniqueEmail } from '../support/appFixtures';

export const settingsUrl = (channel: NotificationChannel) =>
  `/api/carrierNotificationSettings/${channel}Notifications?SourceApplication=CarrierPortal`;

/** Another user of an existing carrier, with or without a cell phone. */
export async function addUser(db: Db, clientId: number, cellPhone: string | null = null): Promise<{ userId: number; email: string }> {
  const email = uniqueEmail('team');
  const userId = await insertUser(db.db, {
    clientId, userName: email, email, firstName: 'Sam', lastName: 'Teammate', primaryPhone: null, cellPhone,
    address1: null, address2: null, city: null, state: null, zip: null, passwordHash: 'x', passwordExpiresAt: null,
    lessThan500: 1, moreThan500: 0, regions: '[]', createdAt: new Date().toISOString(),
  });
  return { userId, email };
}

/** Stores the channel's defaults changed by `changes`. */
export async function setSettings(db: Db, userId: number, channel: NotificationChannel, changes: Partial<NotificationSettings>) {
  await saveNotificationSettings(db.db, userId, channel, { ...DEFAULT_NOTIFICATION_SETTINGS[channel], ...changes });
}

export async function mailsTo(db: Db, address: string): Promise<ParsedMail[]> {
  const rows = await db.db.selectFrom('outbox').select('raw').where('toAddress', '=', address.toLowerCase()).orderBy('id').execute();
  return Promise.all(rows.map((row) => simpleParser(row.raw)));
}

export async function textsTo(db: Db, phone: string): Promise<string[]> {
  const rows = await db.db.selectFrom('smsOutbox').select('body').where('toNumber', '=', phone).orderBy('id').execute();
  return rows.map((row) => row.body);
}

export function unsubscribeLinkOf(text: string): URL {
  const match = /https?:\/\/\S+\/api\/NotificationUnsubscribe\?token=\S+/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in: ${text}`);
  return new URL(match[0]);
}

export function pathOf(link: URL): string {
  return `${link.pathname}${link.search}`;
}

export type { FastifyInstance };
