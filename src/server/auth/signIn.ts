import type { Kysely } from 'kysely';
import type { TokenResponse } from '../../shared/wire';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { tryAgainMessage } from '../http/failures';
import { carrierIdentity, checkCredentials, openSession, type Credentials, type CredentialRefusals } from './identity';

/** Every refusal is a 400 here: POST /api/token answers them in the OAuth shape, the code as `error`. */
const carrierRefusals: CredentialRefusals = {
  locked: (seconds) => new HttpError(400, tryAgainMessage('Too many failed sign-in attempts.', seconds), {
    code: 'too_many_attempts', retryAfterSeconds: seconds,
  }),
  wrong: () => new HttpError(400, 'The user name or password is incorrect.', { code: 'invalid_grant' }),
};

export async function signIn(db: Kysely<Database>, attempt: Credentials): Promise<TokenResponse> {
  const user = await checkCredentials(db, carrierIdentity, attempt, carrierRefusals);
  if (user.passwordExpiresAt && Date.parse(user.passwordExpiresAt) <= attempt.now.getTime()) {
    throw new HttpError(400, 'Your password has expired. Please choose a new one.', { code: 'password_expired' });
  }
  const { accessToken } = await openSession(db, carrierIdentity, user.id, attempt.now);
  return { token_type: 'bearer', access_token: accessToken };
}
