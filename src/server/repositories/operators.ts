import type { Kysely, Selectable } from 'kysely';
import type { Database, OperatorsTable } from '../db/tables';
import { normalizeEmail } from './users';

export type Operator = Selectable<OperatorsTable>;

export interface NewOperator {
  email: string;
  name: string;
  passwordHash: string;
  createdAt: string;
}

export async function insertOperator(db: Kysely<Database>, operator: NewOperator): Promise<number> {
  const { id } = await db
    .insertInto('operators')
    .values({ ...operator, email: normalizeEmail(operator.email) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function findOperatorByEmail(db: Kysely<Database>, email: string): Promise<Operator | null> {
  const row = await db.selectFrom('operators').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row ?? null;
}
