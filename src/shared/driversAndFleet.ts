/** Wire shapes and forms of Drivers and Fleet (account spec 2.9, 3 and 7). */
import * as yup from 'yup';
import type { DriverRecord } from './loads';
import { MAX_TRUCKS_PER_CHANGE, truckWords, type EquipmentType } from './formWords';
import { truckQuantitySchema } from './onboardingSchemas';

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

const { chooseTruck } = truckWords;
const truckId = yup.number().typeError(chooseTruck).required(chooseTruck).integer(chooseTruck)
  .min(1, chooseTruck).max(Number.MAX_SAFE_INTEGER, chooseTruck);

/** `PUT CarrierTrucks`: new quantities of trucks the carrier has. */
export const truckQuantitiesSchema: yup.ObjectSchema<{ trucks: TruckQuantity[] }> = yup.object({
  trucks: yup.array(yup.object({ carrierTruckId: truckId, quantity: truckQuantitySchema }).required()).required(chooseTruck)
    .min(1, chooseTruck).max(MAX_TRUCKS_PER_CHANGE, truckWords.tooManyTrucks),
});

/** `DELETE CarrierTrucks`: the trucks to remove. */
export const truckRemovalSchema: yup.ObjectSchema<{ carrierTruckIds: number[] }> = yup.object({
  carrierTruckIds: yup.array(truckId).required(chooseTruck).min(1, chooseTruck).max(MAX_TRUCKS_PER_CHANGE, truckWords.tooManyTrucks),
});

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
