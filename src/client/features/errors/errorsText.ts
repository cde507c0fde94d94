/** The words of the global error overlay and the top-level fallback (account spec 8). */
import { NETWORK_ERROR_MESSAGE } from '../../api/ApiError';
import type { ReportedError } from './slice';

export const ERRORS_TITLE = 'Oops, looks like there was an error.';
export const UNEXPECTED_ERROR_TITLE = 'An unexpected error occured:';

/**
 * 'A network error occured, please check your connection' when no answer came; '{failure} (HTTP {status} on
 * {url})' for a request that failed; a thrown guard ('expected data') as it said itself.
 */
export function reportedErrorText({ code, detail, request }: Pick<ReportedError, 'code' | 'detail' | 'request'>): string {
  if (code === 'network') return NETWORK_ERROR_MESSAGE;
  return request ? `${detail} (HTTP ${request.status} on ${request.url})` : detail;
}
