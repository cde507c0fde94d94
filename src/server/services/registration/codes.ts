import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { REGISTRATION_CODE_LIFETIME_DAYS, type RegistrationCodeCheck } from '../../../shared/registration';
import { guessesPerAddress } from '../../auth/throttle';
import { hashToken } from '../../auth/tokens';
import type { Database } from '../../db/tables';
import { findRegistrationCode, insertRegistrationCode, type RegistrationCodeRow } from '../../repositories/registrationCodes';
import { normalizeEmail } from '../../repositories/accounts';

const dayMs = 24 * 60 * 60 * 1000;
/** Wrong codes an address may try per throttle window, as many as wrong passwords (auth/throttle.ts). */
export const registrationCodeAttemptLimit = 20;

/** Step 1 of the wizard, whose last path segment is the code (account spec 2.1). */
export const REGISTRATION_WELCOME_PATH = '/register/welcome';
export const registrationLink = (origin: string, code: string) => `${origin}${REGISTRATION_WELCOME_PATH}/${code}`;

/** 128 random bits, URL-safe: the code travels in the path /register/welcome/{code}. */
export async function issueRegistrationCode(
  db: Kysely<Database>, request: { email?: string; companyName?: string; now: Date },
): Promise<{ code: string; expiresAt: string }> {
  const code = randomBytes(16).toString('base64url');
  const expiresAt = new Date(request.now.getTime() + REGISTRATION_CODE_LIFETIME_DAYS * dayMs).toISOString();
  await insertRegistrationCode(db, storedRegistrationCode({ code, email: request.email, companyName: request.companyName, expiresAt }));
  return { code, expiresAt };
}

/** A code as it is kept: only its hash, the address in its one spelling, a blank company name as none. */
export function storedRegistrationCode(
  code: { code: string; email?: string; companyName?: string | null; expiresAt: string },
): Omit<RegistrationCodeRow, 'usedAt'> {
  return {
    codeHash: hashToken(code.code),
    email: code.email ? normalizeEmail(code.email) : '',
    companyName: code.companyName?.trim() || null,
    expiresAt: code.expiresAt,
  };
}

export function usableCode(row: RegistrationCodeRow | null, now: Date): row is RegistrationCodeRow {
  return row !== null && row.usedAt === null && row.expiresAt > now.toISOString();
}

const codeGuesses = guessesPerAddress('registration', registrationCodeAttemptLimit);

/** Seconds the address must wait before trying another code, or 0. */
export const registrationLockSeconds = codeGuesses.secondsLocked;

export const countWrongCode = codeGuesses.countWrong;

/** Looked up by its hash, so neither the answer nor its timing tells how close a guess came. */
export async function findCode(db: Kysely<Database>, code: string): Promise<RegistrationCodeRow | null> {
  return /^[A-Za-z0-9_-]{1,100}$/.test(code) ? findRegistrationCode(db, hashToken(code)) : null;
}

export async function findUsableCode(db: Kysely<Database>, code: string, now: Date): Promise<RegistrationCodeRow | null> {
  const row = await findCode(db, code);
  return usableCode(row, now) ? row : null;
}

/**
 * A registration that finds its code taken within the last minute lost a race with the one that took it (two
 * tabs, a double submit, two people with one code): 409 conflict. Requests on one SQLite file run one after the
 * other, so "at once" cannot mean "overlapping"; a code used before that is simply not valid (400).
 */
export const registrationRaceWindowMs = 60_000;

export function codeJustTaken(row: RegistrationCodeRow | null, now: Date): boolean {
  return row !== null && row.usedAt !== null && row.usedAt >= new Date(now.getTime() - registrationRaceWindowMs).toISOString();
}

export function toCodeCheck(row: RegistrationCodeRow | null): RegistrationCodeCheck {
  return row ? { valid: true, companyName: row.companyName, emailAddress: row.email || null } : { valid: false, companyName: null, emailAddress: null };
}
