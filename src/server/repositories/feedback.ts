import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** What a carrier wrote on Contact Us, kept even when mailing it to support fails. */

export interface NewFeedback {
  userId: number;
  clientId: number;
  message: string;
  createdAt: string;
}

export async function insertFeedback(db: Kysely<Database>, feedback: NewFeedback): Promise<number> {
  const { id } = await db.insertInto('feedback').values(feedback).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Who wrote mail a user sends (feedback, a carrier's e-mail of a file): the user's name and e-mail and the carrier's name. */
export async function findMailSender(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users')
    .innerJoin('clients', 'clients.id', 'users.clientId')
    .select(['users.firstName', 'users.lastName', 'users.email', 'users.userName', 'clients.name as clientName', 'clients.id as clientId'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
