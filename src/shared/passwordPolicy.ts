/**
 * The one password rule of Haulboard, read by the forms (through passwordSchemas.ts) and by the server, which
 * adds what only it can know: the password the account has now. Both load the common-password list before
 * checking (loadPasswordEstimator); a form that checks before it arrives is answered again by the server.
 */
import { commonPasswordRank, passwordScore, userWords, type PasswordScore } from './passwordStrength';

export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any passphrase; the strength estimate's work grows with the length. */
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's "safely unguessable": about 10^8 guesses or more. */
export const MIN_PASSWORD_SCORE: PasswordScore = 3;
/** The 10,000 most common passwords are refused as such, with their own message. */
export const COMMON_PASSWORD_COUNT = 10_000;

export const passwordMessages = {
  required: 'New password is required',
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters`,
  blank: 'Use letters, digits or symbols, not only spaces',
  control: 'Do not use control characters such as tabs or line breaks',
  email: 'Do not use your email address as your password',
  common: 'This password is too common, choose one that is harder to guess',
  weak: 'This password is too easy to guess: add more words, or avoid your name, company and Haulboard words',
  sameAsOld: 'Choose a password different from your current one',
  mismatch: 'Passwords must match',
} as const;

/** Who the password belongs to: its e-mail address, and any names of the person or company known where it is set. */
export interface PasswordOwner {
  email?: string | null;
  names?: readonly (string | null | undefined)[];
}

/** The address itself or the part before '@', in any case. */
export function passwordIsEmail(password: string, email: string | null | undefined): boolean {
  const address = (email ?? '').trim().toLowerCase();
  if (!address) return false;
  const candidate = password.trim().toLowerCase();
  const local = address.split('@')[0];
  return candidate === address || (local !== '' && candidate === local);
}

const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/** The owner's own words, which the estimate tries first. */
export function ownerWords(owner: PasswordOwner): string[] {
  return userWords([owner.email, ...(owner.names ?? [])]);
}

/** What is wrong with a new password by the rules both sides know, or null. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (!password) return passwordMessages.required;
  if (password.trim() === '') return passwordMessages.blank;
  if (controlCharacters.test(password)) return passwordMessages.control;
  if (password.length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return passwordMessages.tooLong;
  if (passwordIsEmail(password, owner.email)) return passwordMessages.email;
  const rank = commonPasswordRank(password);
  if (rank !== null && rank <= COMMON_PASSWORD_COUNT) return passwordMessages.common;
  const score = passwordScore(password, ownerWords(owner));
  if (score !== null && score < MIN_PASSWORD_SCORE) return passwordMessages.weak;
  return null;
}
