import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { throttled } from '../http/failures';
import { findAccountByEmail, insertAccount, normalizeEmail } from '../repositories/accounts';
import { checkCredentials, deskIdentity, openSession, type Credentials, type CredentialRefusals, type OpenedSession } from './identity';
import { hashPassword } from './passwords';

/** The desk answers in the API's `{message, errors}` shape: a lock is a 429, wrong credentials a 401. */
const deskRefusals: CredentialRefusals = {
  locked: (seconds) => throttled('Too many failed sign-in attempts.', seconds, { code: 'too_many_attempts' }),
  wrong: () => new HttpError(401, 'The e-mail address or password is incorrect.', { code: 'credentials_incorrect' }),
};

export async function signInOperator(db: Kysely<Database>, attempt: Credentials): Promise<OpenedSession> {
  const operator = await checkCredentials(db, deskIdentity, attempt, deskRefusals);
  return openSession(db, deskIdentity, operator.id, attempt.now);
}

export interface AddedOperator {
  id: number;
  email: string;
  name: string;
}

/** Adds an operator; answers null when the e-mail address is taken (without regard to case). */
export async function addOperator(
  db: Kysely<Database>, operator: { email: string; name: string; password: string; now: Date },
): Promise<AddedOperator | null> {
  const email = normalizeEmail(operator.email);
  if (await findAccountByEmail(db, 'operators', email)) return null;
  const id = await insertAccount(db, 'operators', {
    email, name: operator.name.trim(), passwordHash: await hashPassword(operator.password), createdAt: operator.now.toISOString(),
  });
  return { id, email, name: operator.name.trim() };
}
