/** Claiming a load and changing or cancelling the claim (loads spec 7). Every write answers the load as it is now. */
import type { AssignmentRequest, LoadDetailRecord, ScheduleRequest, UnassignReasonGroups } from '../../shared/loads';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData } from './shapes';

async function writeLoad(
  credentials: ApiCredentials | null, path: string, method: 'POST' | 'PUT', body?: unknown, query?: Record<string, string>,
): Promise<LoadDetailRecord> {
  return expectData(await request<LoadDetailRecord>(path, { method, credentials, body, query }));
}

export function assignLoad(credentials: ApiCredentials | null, loadId: number, assignment: AssignmentRequest) {
  return writeLoad(credentials, `CarrierLoads/${loadId}/assignment`, 'POST', assignment);
}

export function changeLoadDates(credentials: ApiCredentials | null, loadId: number, schedule: ScheduleRequest) {
  return writeLoad(credentials, `CarrierLoads/${loadId}/ChangeDates`, 'PUT', schedule);
}

export function changeLoadDriver(credentials: ApiCredentials | null, loadId: number, driverId: number | null) {
  return writeLoad(credentials, `CarrierLoads/${loadId}/ChangeDriver`, 'PUT', { driverId });
}

/** The reason code is sent upper-case, as the spec's path shows. */
export function unassignLoad(credentials: ApiCredentials | null, loadId: number, reasonCode: string) {
  return writeLoad(credentials, `CarrierLoads/${loadId}/unassign`, 'POST', undefined, {
    unassignmentReason: reasonCode.toUpperCase(),
  });
}

export async function fetchUnassignReasonGroups(credentials: ApiCredentials | null): Promise<UnassignReasonGroups> {
  return expectData(await request<UnassignReasonGroups>('Lookups/GetGroupedUnassignReasons', { credentials }));
}
