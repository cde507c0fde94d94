import type { FieldError } from '../../shared/wire';
import { passwordMessages, passwordProblem } from '../../shared/passwordPolicy';
import { isCommonPassword } from './commonPasswords';
import { verifyPassword } from './passwords';

export interface NewPasswordInput {
  password: string;
  confirmationPassword: string;
  /** The account's e-mail address: the password may not be it. */
  email: string;
  /** The account's stored hash: the new password must differ from the current one. */
  currentHash: string;
}

/** The shared rule plus what only the server knows; an empty list when the new password may be set. */
export async function newPasswordErrors(input: NewPasswordInput): Promise<FieldError[]> {
  const { password, confirmationPassword } = input;
  const problem = passwordProblem(password, input.email)
    ?? (isCommonPassword(password) ? passwordMessages.common : null)
    ?? ((await verifyPassword(password, input.currentHash)) ? passwordMessages.sameAsOld : null);
  const errors: FieldError[] = problem ? [{ field: 'password', message: problem }] : [];
  if (confirmationPassword !== password) errors.push({ field: 'confirmationPassword', message: passwordMessages.mismatch });
  return errors;
}
