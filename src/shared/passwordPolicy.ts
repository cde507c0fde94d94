/**
 * The one password rule of Haulboard, read by the forms (through passwordSchemas.ts) and by the server, which
 * adds what only it can know: the list of common passwords and the password the account has now.
 */

export const MIN_PASSWORD_LENGTH = 10;

export const passwordMessages = {
  required: 'New password is required',
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
  email: 'Do not use your email address as your password',
  common: 'This password is too common, choose one that is harder to guess',
  sameAsOld: 'Choose a password different from your current one',
  mismatch: 'Passwords must match',
} as const;

/** The address itself or the part before '@', in any case. */
export function passwordIsEmail(password: string, email: string | null | undefined): boolean {
  const address = (email ?? '').trim().toLowerCase();
  if (!address) return false;
  const candidate = password.trim().toLowerCase();
  const local = address.split('@')[0];
  return candidate === address || (local !== '' && candidate === local);
}

/** What is wrong with a new password by the rules both sides know, or null. */
export function passwordProblem(password: string, email?: string | null): string | null {
  if (!password) return passwordMessages.required;
  if (password.length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort;
  if (passwordIsEmail(password, email)) return passwordMessages.email;
  return null;
}
