/** `POST CallRequests`: the carrier asks dispatch to call at a time of shared/callSlots.ts. */
import type { CallRequest, CallRequestBody } from '../../shared/contracts/callRequest';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

export async function requestCallWithDispatch(credentials: ApiCredentials | null, body: CallRequestBody): Promise<CallRequest> {
  return expectData(await request<CallRequest>('CallRequests', { method: 'POST', credentials, body }));
}
