/** `GET`/`PUT Users/Preferences`: the signed-in user's dashboard flags, kept on the server between sessions. */
import type { UiPreferences, UiPreferencesChange } from '../../shared/contracts/uiPreferences';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

const PATH = 'Users/Preferences';

export async function fetchUiPreferences(credentials: ApiCredentials | null): Promise<UiPreferences> {
  return expectData(await request<UiPreferences>(PATH, { credentials }));
}

export async function saveUiPreferences(credentials: ApiCredentials | null, change: UiPreferencesChange): Promise<UiPreferences> {
  return expectData(await request<UiPreferences>(PATH, { method: 'PUT', credentials, body: change }));
}
