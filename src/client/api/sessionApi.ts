/** The session calls: token (POST/DELETE /api/token) and the signed-in user (GET CurrentUser). */
import type { TokenResponse, Viewer } from '../../shared/wire';
import type { ApiCredentials, SessionToken } from './credentials';
import { request, startEarlyRead } from './request';
import { expectData } from './shapes';

export async function requestToken(username: string, password: string): Promise<SessionToken> {
  const answer = await request<TokenResponse>('token', {
    method: 'POST',
    authenticated: false,
    form: { grant_type: 'password', username, password },
  });
  const { token_type: tokenType, access_token: accessToken } = expectData(answer);
  if (!accessToken) throw new Error('expected data');
  return { tokenType: tokenType ?? 'bearer', accessToken };
}

export async function revokeToken(credentials: ApiCredentials | null): Promise<void> {
  await request('token', { method: 'DELETE', credentials });
}

const currentUserRead = (credentials: ApiCredentials | null) => ['CurrentUser', { credentials }] as const;

export async function fetchCurrentUser(credentials: ApiCredentials | null): Promise<Viewer> {
  return expectData(await request<Viewer>(...currentUserRead(credentials)));
}

/** The same call, made before the app runs; the app's own takes its answer (request.ts). */
export function fetchCurrentUserEarly(credentials: ApiCredentials): void {
  startEarlyRead(...currentUserRead(credentials));
}
