/** `/api/driver/...` (issue 13): the driver's own calls, signed with their link token, never the carrier session. */
import type { DriverLoadRecord, DriverLoadsReply } from '../../shared/driverLink';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

export const linkCredentials = (linkToken: string): ApiCredentials => ({ token: { tokenType: 'Bearer', accessToken: linkToken } });

export async function fetchDriverLoads(linkToken: string): Promise<DriverLoadsReply> {
  return expectData(await request<DriverLoadsReply>('driver/loads', { credentials: linkCredentials(linkToken) }));
}

/** `pickedUpAt`: when the driver tapped, for a mark that waited on the phone; the server's time otherwise. */
export async function markLoadPickedUp(linkToken: string, loadId: number, pickedUpAt?: string): Promise<DriverLoadRecord> {
  return expectData(await request<DriverLoadRecord>(`driver/loads/${loadId}/picked-up`, {
    method: 'POST', credentials: linkCredentials(linkToken), body: pickedUpAt ? { pickedUpAt } : {},
  }));
}

/** Takes back a Picked Up mark within its few minutes (issue 22): the load is Claimed again. */
export async function undoLoadPickedUp(linkToken: string, loadId: number): Promise<DriverLoadRecord> {
  return expectData(await request<DriverLoadRecord>(`driver/loads/${loadId}/picked-up/undo`, {
    method: 'POST', credentials: linkCredentials(linkToken), body: {},
  }));
}

export async function markLoadDelivered(linkToken: string, loadId: number, receivedBy: string, deliveredAt?: string): Promise<DriverLoadRecord> {
  return expectData(await request<DriverLoadRecord>(`driver/loads/${loadId}/delivered`, {
    method: 'POST', credentials: linkCredentials(linkToken), body: deliveredAt ? { receivedBy, deliveredAt } : { receivedBy },
  }));
}

/** `POST Drivers/SendDriverLink?driverId=`: the carrier sends its driver a new link; the old one stops working. */
export async function sendDriverLink(credentials: ApiCredentials | null, driverId: number): Promise<void> {
  await request('Drivers/SendDriverLink', { method: 'POST', credentials, query: { driverId } });
}
