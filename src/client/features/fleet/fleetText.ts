/** The words of the fleet screens (account spec 2.9 and 8). */
import { failureWords, type Failure } from '../../api/failure';

export const totalTrucksText = (total: number) => `${total} ${total === 1 ? 'Truck' : 'Trucks'}`;
export const TRUCKS_NOT_LOADED_TEXT = 'The trucks could not be loaded.';
const FLEET_NOT_SAVED_TEXT = 'The fleet could not be saved.';

/**
 * A truck form's root error (spec 8: the server's message): none when the server named the fields, which say
 * it under themselves; the network's words when no answer came; otherwise that the fleet was not saved.
 */
export function truckFormFailureText(failure: Failure): string | null {
  if (Object.keys(failure.fieldErrors).length > 0) return null;
  return failureWords(failure, FLEET_NOT_SAVED_TEXT);
}

/** The details under 'An error occured, you can skip this step.': the root error, else the fields' errors. */
export const addTrucksFailureText = (failure: Failure) =>
  truckFormFailureText(failure) ?? Object.values(failure.fieldErrors).join(', ');
