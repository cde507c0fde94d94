/** The words of a load's public page and of Share (issue 22); those the spec leaves open are in the decisions. */
import { failureWords, type Failure } from '../../api/failure';
import { PUBLIC_LOAD_GONE } from '../../../shared/publicLoad';

export const SHARE_BUTTON = 'Share';
export const SIGN_IN_TO_CLAIM = 'Sign in to claim';
export const CLAIM_LOAD = 'Claim Load';
export const FIND_LOADS = 'Find Loads';
export const LINK_COPIED = 'Link copied. Paste it anywhere to share this load.';
export const SHARE_FAILED = 'The link could not be shared. Try again.';
export const PUBLIC_LOAD_NOT_LOADED = 'The load could not be loaded.';

export const publicLoadTitle = (load: { originCity: string; originState: string; destinationCity: string; destinationState: string }) =>
  `${load.originCity}, ${load.originState} to ${load.destinationCity}, ${load.destinationState}`;

/** Why the page shows no load: the server's own words for a load gone or a link to none. */
export function publicLoadProblem(failure: Failure | null): string {
  if (failure?.code === 'no_longer_available') return PUBLIC_LOAD_GONE;
  return failure ? failureWords(failure, PUBLIC_LOAD_NOT_LOADED) : PUBLIC_LOAD_NOT_LOADED;
}

export const shareFailureText = (failure: Failure) => failureWords(failure, SHARE_FAILED);
