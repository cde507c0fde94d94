import type { Insertable } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import { insertMany } from '../bulkInsert';
import type { Db } from '../database';
import type { NotificationSettingsTable } from '../tables';
import { dayOf, isoDate } from './calendar';
import { demoClientId, demoClients, demoDrivers, demoOperators, demoTrucks, demoUsers, otherClientId, thirdClientId } from './accountData';

export const demoPassword = 'haulboard';

export interface SeededCarrier {
  clientId: number;
  /** The carrier's users, the main one first. */
  userIds: number[];
  enabledDriverIds: number[];
  driverNames: ReadonlyMap<number, string>;
}

export interface SeededAccounts {
  /** Demo Hauling LLC and Other Transport Inc, the carriers people sign in as. */
  demoCarriers: SeededCarrier[];
  thirdCarrier: SeededCarrier;
  clientCount: number;
  userCount: number;
  driverCount: number;
}

const dayMs = 86_400_000;

function carrier(clientId: number): SeededCarrier {
  const drivers = demoDrivers.filter((driver) => driver.clientId === clientId);
  return {
    clientId,
    userIds: demoUsers.filter((user) => user.clientId === clientId).map((user) => user.id),
    enabledDriverIds: drivers.filter((driver) => driver.enabled !== 0).map((driver) => driver.id),
    driverNames: new Map(drivers.map((driver) => [driver.id, [driver.firstName, driver.lastName].filter(Boolean).join(' ')])),
  };
}

function notificationSettings(userId: number): Insertable<NotificationSettingsTable>[] {
  return (['Email', 'Text'] as const).map((channel) => ({
    userId,
    channel,
    newLoadsOfSavedSearches: 1,
    urgentLoads: channel === 'Text' ? 1 : 0,
    claimSavedLoads: userId % 2 === 1 ? 1 : 0,
    loadsDelivered: 1,
    paymentErrors: 1,
    paymentsPosted: channel === 'Email' ? 1 : 0,
  }));
}

/** Clients, users and the desk's operators (all with the demo password), drivers, trucks and notification settings. */
export async function seedAccounts(db: Db, now: Date): Promise<SeededAccounts> {
  const today = dayOf(now);
  const createdAt = new Date(now.getTime() - 400 * dayMs).toISOString();
  // scrypt is deliberately slow, so every demo user shares one hash.
  const passwordHash = await hashPassword(demoPassword);

  const clients = demoClients.map(({ damageInsuranceInDays, liabilityInsuranceInDays, ...client }) => ({
    ...client,
    damageInsuranceExpires: isoDate(today + damageInsuranceInDays),
    liabilityInsuranceExpires: isoDate(today + liabilityInsuranceInDays),
    createdAt,
  }));
  const users = demoUsers.map(({ passwordExpiredDaysAgo, ...user }) => ({
    ...user,
    passwordHash,
    passwordExpiresAt: passwordExpiredDaysAgo === null ? null : new Date(now.getTime() - passwordExpiredDaysAgo * dayMs).toISOString(),
    createdAt,
  }));
  const drivers = demoDrivers.map(({ twicCardExpiresInDays, ...driver }) => ({
    ...driver,
    twicCardExpiration: twicCardExpiresInDays === null ? null : isoDate(today + twicCardExpiresInDays),
    createdAt,
  }));

  await db.db.transaction().execute(async (trx) => {
    await insertMany(trx, db.dialect, 'clients', clients);
    await insertMany(trx, db.dialect, 'users', users);
    await insertMany(trx, db.dialect, 'drivers', drivers);
    await insertMany(trx, db.dialect, 'trucks', demoTrucks);
    await insertMany(trx, db.dialect, 'notificationSettings', demoUsers.flatMap((user) => notificationSettings(user.id)));
    await insertMany(trx, db.dialect, 'operators', demoOperators.map((operator) => ({ ...operator, passwordHash, createdAt })));
  });

  return {
    demoCarriers: [carrier(demoClientId), carrier(otherClientId)],
    thirdCarrier: carrier(thirdClientId),
    clientCount: clients.length,
    userCount: users.length,
    driverCount: drivers.length,
  };
}
