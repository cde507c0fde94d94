import type { Kysely, Selectable } from 'kysely';
import type { Viewer } from '../../shared/wire';
import type { ClientsTable, Database, NewUser, User } from '../db/tables';
import { findAccountByEmail, insertAccount } from './accounts';

export type ViewerRow = User & { clientName: Selectable<ClientsTable>['name'] };

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | null> {
  return findAccountByEmail(db, 'users', email);
}

export async function findViewerRow(db: Kysely<Database>, userId: number): Promise<ViewerRow | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('clients', 'clients.id', 'users.clientId')
    .selectAll('users')
    .select('clients.name as clientName')
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  return insertAccount(db, 'users', user);
}

/** A new password never starts expired. */
export async function updatePasswordHash(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash, passwordExpiresAt: null }).where('id', '=', userId).execute();
}

export async function findUserById(db: Kysely<Database>, userId: number): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  return row ?? null;
}

/** The one mapping from a user row to the wire's Viewer (account spec section 3). */
export function toViewer(row: ViewerRow): Viewer {
  return {
    userId: row.id,
    userName: row.userName,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    primaryPhone: { phoneNumber: row.primaryPhone },
    cellPhone: { phoneNumber: row.cellPhone },
    address: { address1: row.address1, address2: row.address2, city: row.city, state: row.state, zip: row.zip },
    client: { clientId: row.clientId, name: row.clientName },
  };
}
