import type { Kysely } from 'kysely';
import type { TokenResponse } from '../../shared/wire';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { tryAgainMessage } from '../http/failures';
import { insertSession } from '../repositories/sessions';
import { findUserByEmail, normalizeEmail } from '../repositories/users';
import { hashPassword, verifyPassword } from './passwords';
import { countFailure, forgiveAccount, secondsLocked, throttleKeys } from './throttle';
import { hashToken, newAccessToken, sessionLifetimeMs } from './tokens';

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

/** Every refusal is a 400 here: POST /api/token answers them in the OAuth shape, the code as `error`. */
const wrongCredentials = () => new HttpError(400, 'The user name or password is incorrect.', { code: 'invalid_grant' });

export async function signIn(db: Kysely<Database>, attempt: SignInAttempt): Promise<TokenResponse> {
  const { now } = attempt;
  const email = normalizeEmail(attempt.username);
  const keys = throttleKeys(email, attempt.address);

  const lockedFor = await secondsLocked(db, keys, now);
  if (lockedFor > 0) {
    throw new HttpError(400, tryAgainMessage('Too many failed sign-in attempts.', lockedFor), {
      code: 'too_many_attempts', retryAfterSeconds: lockedFor,
    });
  }

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(attempt.password, user?.passwordHash ?? (await decoy()));
  if (!user || !passwordMatches) {
    await countFailure(db, keys, now);
    throw wrongCredentials();
  }
  await forgiveAccount(db, keys);

  if (user.passwordExpiresAt && Date.parse(user.passwordExpiresAt) <= now.getTime()) {
    throw new HttpError(400, 'Your password has expired. Please choose a new one.', { code: 'password_expired' });
  }

  const accessToken = newAccessToken();
  await insertSession(db, {
    userId: user.id,
    tokenHash: hashToken(accessToken),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
  });
  return { token_type: 'bearer', access_token: accessToken };
}
