/** The carrier's trucks as the load lists need them: how many more vehicles they can take (loads spec 7). */
import type { VehicleCount } from '../../shared/loads';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectData, expectNumber } from './shapes';

export async function fetchVehicleCount(credentials: ApiCredentials | null): Promise<VehicleCount> {
  const count = expectData(await request<VehicleCount>('CarrierTrucks/CarrierVehicleCount', { credentials }));
  expectNumber(count.allotmentRemaining, 'allotmentRemaining');
  return count;
}
