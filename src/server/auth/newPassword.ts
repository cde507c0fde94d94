import type { Kysely } from 'kysely';
import type { FieldError } from '../../shared/wire';
import type { Database } from '../db/tables';
import { findViewerRow } from '../repositories/users';
import { passwordMessages, passwordProblem, type PasswordOwner } from '../../shared/passwordPolicy';
import { loadPasswordEstimator } from '../../shared/passwordStrength';
import { verifyPassword } from './passwords';

export interface NewPasswordInput {
  password: string;
  confirmationPassword: string;
  /** The account's e-mail address and names: the password may not be, or be guessed from, them. */
  owner: PasswordOwner;
  /** The account's stored hash: the new password must differ from the current one. */
  currentHash: string;
}

/** A carrier user's e-mail address, names and company: what their password must not be guessed from. */
export async function carrierPasswordOwner(db: Kysely<Database>, user: { id: number; email: string }): Promise<PasswordOwner> {
  const row = await findViewerRow(db, user.id);
  return { email: user.email, names: row ? [row.firstName, row.lastName, row.userName, row.clientName] : [] };
}

/** The shared rule plus what only the server knows; an empty list when the new password may be set. */
export async function newPasswordErrors(input: NewPasswordInput): Promise<FieldError[]> {
  const { password, confirmationPassword } = input;
  await loadPasswordEstimator();
  const problem = passwordProblem(password, input.owner)
    ?? ((await verifyPassword(password, input.currentHash)) ? passwordMessages.sameAsOld : null);
  const errors: FieldError[] = problem ? [{ field: 'password', message: problem }] : [];
  if (confirmationPassword !== password) errors.push({ field: 'confirmationPassword', message: passwordMessages.mismatch });
  return errors;
}
