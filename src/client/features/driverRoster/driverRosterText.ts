/** The words of Drivers and Fleet's driver screens (account spec 2.9, 4 and 8). */
import { NETWORK_ERROR_MESSAGE } from '../../api/ApiError';
import type { Failure } from '../../api/failure';

/** Spec 2.9 and 4 say 'Activated Driver {id}'; issue 22 names the driver instead (display name, so 'Unnamed' too). */
export const activationMessage = (driverName: string, active: boolean) => `${active ? 'Activated' : 'Deactivated'} Driver ${driverName}`;

const SERVER_FAILED_TEXT = 'Internal server error';

/**
 * Why a save or an activation failed, above the form: nothing when the fields say it themselves, the server's own
 * words when it refused (a 4xx says what to do), the network's when no answer came.
 */
export function driverFormFailureText(failure: Failure | null): string | null {
  if (!failure || Object.keys(failure.fieldErrors).length > 0) return null;
  if (failure.serverMessage !== null) return failure.serverMessage;
  return failure.code === 'network' ? NETWORK_ERROR_MESSAGE : SERVER_FAILED_TEXT;
}
