import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/tables';

/** The two tables of people who sign in with an e-mail address and a password: carrier users and desk operators. */
export type AccountTable = 'users' | 'operators';

interface Accounts {
  users: { row: Selectable<Database['users']>; new: Insertable<Database['users']> };
  operators: { row: Selectable<Database['operators']>; new: Insertable<Database['operators']> };
}

export type AccountRow<T extends AccountTable> = Accounts[T]['row'];

/** E-mail addresses are stored lower-cased; sign-in names are e-mail addresses in any case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Both tables have `id`, `email` and `passwordHash`; Kysely is shown one of them so each query is written once.
const either = (db: Kysely<Database>) => db as unknown as Kysely<Pick<Database, 'users'>>;

export async function findAccountByEmail<T extends AccountTable>(db: Kysely<Database>, table: T, email: string): Promise<AccountRow<T> | null> {
  const row = await either(db).selectFrom(table as 'users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return (row as AccountRow<T> | undefined) ?? null;
}

export async function insertAccount<T extends AccountTable>(db: Kysely<Database>, table: T, account: Accounts[T]['new']): Promise<number> {
  const { id } = await either(db)
    .insertInto(table as 'users')
    .values({ ...(account as Insertable<Database['users']>), email: normalizeEmail(account.email) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
