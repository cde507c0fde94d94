/** The words of the load card (loads spec 2, Load card), apart from its layout. */
import { formatWeight, totalWeight, vehicleWeight } from '../../../shared/format';
import type { LoadRecord, VehicleRecord } from '../../../shared/loads';

type TagField = 'twicRequired' | 'rushSold' | 'enclosedTruckRequired' | 'guaranteedPickup' | 'guaranteedDelivery' | 'myLane';

/** In the spec's order and spelling. */
export const LOAD_TAGS: readonly { field: TagField; label: string }[] = [
  { field: 'twicRequired', label: 'TWIC' },
  { field: 'rushSold', label: 'Rush' },
  { field: 'enclosedTruckRequired', label: 'Encl Truck Req' },
  { field: 'guaranteedPickup', label: 'Guaranteed PU' },
  { field: 'guaranteedDelivery', label: 'Guaranteed Delv' },
  { field: 'myLane', label: 'My Lane' },
];

/** What the tags are read from; a load seen by no carrier is on no one's lane. */
export type TaggedLoad = Pick<LoadRecord, Exclude<TagField, 'myLane'>> & { myLane?: boolean };

export function loadTags(load: TaggedLoad): string[] {
  return LOAD_TAGS.filter(({ field }) => load[field]).map(({ label }) => label);
}

/** 'N carrier(s) has/have saved this load.' written out; null at 0, where the sentence would say nothing. */
export function favoritesSentence(numberOfFavorites: number): string | null {
  if (!(numberOfFavorites > 0)) return null;
  return numberOfFavorites === 1
    ? '1 carrier has saved this load.'
    : `${numberOfFavorites} carriers have saved this load.`;
}

export function vehicleCountLabel(count: number): string {
  return count === 1 ? '1 vehicle' : `${count} vehicles`;
}

/** How many vehicles the one-line summary names before it says '+N more'. */
const NAMED_VEHICLES = 2;

export function vehicleName(vehicle: Pick<VehicleRecord, 'year' | 'make' | 'model'>): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ');
}

/** '2019 Toyota Camry, 2020 Honda Civic +1 more' */
export function vehicleSummary(vehicles: readonly Pick<VehicleRecord, 'year' | 'make' | 'model'>[]): string {
  const named = vehicles.slice(0, NAMED_VEHICLES).map(vehicleName).join(', ');
  const rest = vehicles.length - NAMED_VEHICLES;
  return rest > 0 ? `${named} +${rest} more` : named;
}

/**
 * The card's total weight, saying how many vehicles it leaves out: '21,239 lbs', '21,239 lbs + 1 unknown',
 * 'Weight unknown' when no vehicle has one; null for a load without vehicles.
 */
export function weightSummary(vehicles: readonly Pick<VehicleRecord, 'weight'>[]): string | null {
  if (vehicles.length === 0) return null;
  const total = totalWeight(vehicles);
  if (total === null) return 'Weight unknown';
  const unknown = vehicles.filter((vehicle) => vehicleWeight(vehicle) === null).length;
  return unknown > 0 ? `${formatWeight(total)} + ${unknown} unknown` : formatWeight(total);
}
