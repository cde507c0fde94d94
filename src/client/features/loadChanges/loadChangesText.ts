/** The words of the load-changes screens and messages (loads spec 2, 4 and 8). */
import { failureWords, type Failure } from '../../api/failure';

export const datesChangedText = (loadId: number) => `Updated pick-up and drop-off for load ${loadId}`;
export const driverChangedText = (loadId: number) => `Changed the driver of load ${loadId}`;
export const cancelledLoadText = (loadId: number) => `Cancelled load ${loadId}`;
export const claimCancelFailedText = (loadId: number) => `Could not cancel load ${loadId}`;

const TRY_AGAIN_TEXT = 'Please try again.';

/**
 * Why a change failed: the server's own words when it refused (a 4xx says what to do), the network's when
 * there was no answer; otherwise only that trying again may help.
 */
export const loadChangeFailureText = (failure: Failure) => failureWords(failure, TRY_AGAIN_TEXT);

/** 'Could not cancel load {id}' (loads spec 8) and why. */
export function cancelFailureText(loadId: number, failure: Failure | null): string {
  return `${claimCancelFailedText(loadId)}. ${failure ? loadChangeFailureText(failure) : TRY_AGAIN_TEXT}`;
}

export const alreadyClaimedText = (loadId: number) => `You have already claimed load ${loadId}.`;
export const loadNotFoundText = (loadId: string | number) => `Load ${loadId} not found`;
export const loadNotLoadedText = (loadId: number) => `Load ${loadId} could not be loaded.`;
export const LOADING_LOAD_LABEL = 'Loading the load';

export const CANCEL_PANEL_TITLE = 'Reason for Cancelling';
export const REASONS_FAILED_TEXT = 'The reasons for cancelling could not be loaded.';
export const releaseClaimText = (loadId: number) => `Load ${loadId} will be released and become available to other carriers.`;
