import type { FieldError } from '../../shared/wire';
import { passwordMessages, passwordProblem, type PasswordOwner } from '../../shared/passwordPolicy';
import { loadCommonPasswords } from '../../shared/passwordStrength';
import { verifyPassword } from './passwords';

export interface NewPasswordInput {
  password: string;
  confirmationPassword: string;
  /** The account's e-mail address and names: the password may not be, or be guessed from, them. */
  owner: PasswordOwner;
  /** The account's stored hash: the new password must differ from the current one. */
  currentHash: string;
}

/** The names of a user row that a password must not be guessed from. */
export function userOwner(user: { email: string; firstName?: string | null; lastName?: string | null; userName?: string | null }): PasswordOwner {
  return { email: user.email, names: [user.firstName, user.lastName, user.userName] };
}

/** The shared rule plus what only the server knows; an empty list when the new password may be set. */
export async function newPasswordErrors(input: NewPasswordInput): Promise<FieldError[]> {
  const { password, confirmationPassword } = input;
  await loadCommonPasswords();
  const problem = passwordProblem(password, input.owner)
    ?? ((await verifyPassword(password, input.currentHash)) ? passwordMessages.sameAsOld : null);
  const errors: FieldError[] = problem ? [{ field: 'password', message: problem }] : [];
  if (confirmationPassword !== password) errors.push({ field: 'confirmationPassword', message: passwordMessages.mismatch });
  return errors;
}
