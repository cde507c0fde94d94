/** Wire shapes of Drivers and Fleet (account spec 2.9, 3 and 7). */
import type { DriverRecord } from './loads';
import type { EquipmentType } from './formWords';

/** `GET Drivers?driverId=`: the edit form's fields. The MDA password is never sent back, only whether one is kept. */
export interface DriverDetails extends DriverRecord {
  twicCardExpiration: string | null;
  notes: string | null;
  hasVtasPassword: boolean;
}

/** One row of `GET CarrierTrucks?clientId=`: `quantity` trucks of one kind. */
export interface CarrierTruck {
  carrierTruckId: number;
  clientId: number;
  quantity: number;
  carrierEquipmentType: EquipmentType;
  isFlatBed: boolean;
  capacity: number;
}

export interface TruckQuantity {
  carrierTruckId: number;
  quantity: number;
}

/**
 * Spec 9: the truck sizes by label index, capacity minus 1 for car haulers and 10 for a flatbed. The spec leaves
 * the table out; these are the titles spec 2.9 gives the fleet cards.
 */
export const TRUCK_SIZE_LABELS = [
  ...Array.from({ length: 10 }, (_, index) => `${index + 1}-Car Hauler`),
  'Flatbed',
] as const;
export const FLATBED_SIZE_INDEX = 10;

export function truckSizeIndex(truck: Pick<CarrierTruck, 'isFlatBed' | 'capacity'>): number {
  return truck.isFlatBed ? FLATBED_SIZE_INDEX : truck.capacity - 1;
}

/** Spec 2.9: 'Flatbed' for flatbeds, otherwise '{capacity}-Car Hauler'. */
export function truckTitle(truck: Pick<CarrierTruck, 'isFlatBed' | 'capacity'>): string {
  return TRUCK_SIZE_LABELS[truckSizeIndex(truck)] ?? `${truck.capacity}-Car Hauler`;
}
