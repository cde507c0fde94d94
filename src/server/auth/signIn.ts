import type { Kysely } from 'kysely';
import type { TokenError, TokenResponse } from '../../shared/wire';
import type { Database } from '../db/tables';
import { insertSession } from '../repositories/sessions';
import { findUserByEmail, normalizeEmail } from '../repositories/users';
import { hashPassword, verifyPassword } from './passwords';
import { countFailure, forgiveAccount, secondsLocked, throttleKeys } from './throttle';
import { hashToken, newAccessToken, sessionLifetimeMs } from './tokens';

export type SignInResult =
  | { ok: true; token: TokenResponse }
  | { ok: false; error: TokenError; retryAfterSeconds?: number };

export interface SignInAttempt {
  username: string;
  password: string;
  /** The client's address, for throttling. */
  address: string;
  now: Date;
}

// Unknown e-mail addresses still cost one scrypt, so response times do not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

const wrongCredentials: TokenError = {
  error: 'invalid_grant',
  error_description: 'The user name or password is incorrect.',
};

export async function signIn(db: Kysely<Database>, attempt: SignInAttempt): Promise<SignInResult> {
  const { now } = attempt;
  const email = normalizeEmail(attempt.username);
  const keys = throttleKeys(email, attempt.address);

  const lockedFor = await secondsLocked(db, keys, now);
  if (lockedFor > 0) {
    const minutes = Math.ceil(lockedFor / 60);
    return {
      ok: false,
      retryAfterSeconds: lockedFor,
      error: {
        error: 'too_many_attempts',
        error_description: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      },
    };
  }

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(attempt.password, user?.passwordHash ?? (await decoy()));
  if (!user || !passwordMatches) {
    await countFailure(db, keys, now);
    return { ok: false, error: wrongCredentials };
  }
  await forgiveAccount(db, keys);

  if (user.passwordExpiresAt && Date.parse(user.passwordExpiresAt) <= now.getTime()) {
    return {
      ok: false,
      error: { error: 'password_expired', error_description: 'Your password has expired. Please choose a new one.' },
    };
  }

  const accessToken = newAccessToken();
  await insertSession(db, {
    userId: user.id,
    tokenHash: hashToken(accessToken),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
  });
  return { ok: true, token: { token_type: 'bearer', access_token: accessToken } };
}
