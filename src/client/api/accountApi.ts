/** The calls of My Account (account spec 2.11 and 7): Edit Profile's details and Business Information. */
import type { BusinessInfoValues, BusinessInformation, ProfileDetailsChange } from '../../shared/accountSchemas';
import type { Viewer } from '../../shared/wire';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

type Credentials = ApiCredentials | null;

/** PUT Users/User with only Edit Profile's changed fields; the server keeps the others. */
export async function saveProfileDetails(
  credentials: Credentials, details: ProfileDetailsChange & { id: number; clientId: number },
): Promise<Viewer> {
  return expectData(await request<Viewer>('Users/User', { method: 'PUT', credentials, body: details }));
}

export async function fetchBusinessInfo(credentials: Credentials): Promise<BusinessInformation> {
  return expectData(await request<BusinessInformation>('Clients/BusinessInformation', { credentials }));
}

export async function saveBusinessInfo(credentials: Credentials, values: BusinessInfoValues): Promise<BusinessInformation> {
  return expectData(await request<BusinessInformation>('Clients/BusinessInformation', { method: 'PUT', credentials, body: values }));
}
