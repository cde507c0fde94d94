/** The carrier's trucks: the vehicle allotment the load lists need (loads spec 7) and the fleet (account spec 2.9, 7). */
import type { CarrierTruck } from '../../shared/driversAndFleet';
import type { VehicleCount } from '../../shared/loads';
import type { ApiCredentials } from './credentials';
import { request } from './request';
import { expectArray, expectData, expectNumber } from './shapes';

export async function fetchVehicleCount(credentials: ApiCredentials | null): Promise<VehicleCount> {
  const count = expectData(await request<VehicleCount>('CarrierTrucks/CarrierVehicleCount', { credentials }));
  expectNumber(count.allotmentRemaining, 'allotmentRemaining');
  return count;
}

export async function fetchTrucks(credentials: ApiCredentials | null, clientId: number): Promise<CarrierTruck[]> {
  return expectArray<CarrierTruck>(await request('CarrierTrucks', { credentials, query: { clientId } }), 'trucks');
}

export async function saveTruckQuantity(
  credentials: ApiCredentials | null, clientId: number, carrierTruckId: number, quantity: number,
): Promise<CarrierTruck[]> {
  const answer = await request('CarrierTrucks', { method: 'PUT', credentials, body: { clientId, trucks: [{ carrierTruckId, quantity }] } });
  return expectArray<CarrierTruck>(answer, 'trucks');
}

export async function removeTrucks(credentials: ApiCredentials | null, clientId: number, carrierTruckIds: number[]): Promise<void> {
  await request('CarrierTrucks', { method: 'DELETE', credentials, body: { clientId, carrierTruckIds } });
}
