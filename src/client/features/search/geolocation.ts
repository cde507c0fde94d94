/**
 * The browser's position behind one function, so sagas `call` it and tests provide it; and each way finding
 * it can fail, as data (`searchText` says them in the words of loads spec 8).
 */
import { messageOf } from '../../api/ApiError';
import type { LocationFailure } from './types';

export interface GeoPosition {
  latitude: number;
  longitude: number;
}

export class GeolocationUnavailableError extends Error {
  constructor() {
    super('geolocation is not available');
    this.name = 'GeolocationUnavailableError';
  }
}

const POSITION_TIMEOUT_MS = 15_000;
const POSITION_MAX_AGE_MS = 60_000;

export function getCurrentPosition(): Promise<GeoPosition> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.reject(new GeolocationUnavailableError());
  }
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      { timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

const positionErrorCodes: Record<number, LocationFailure['code']> = { 1: 'denied', 2: 'positionUnavailable', 3: 'timeout' };

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout; else what it said. */
export function geolocationFailureOf(error: unknown): LocationFailure {
  if (error instanceof GeolocationUnavailableError) return { code: 'unavailable', detail: null };
  const code = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  const known = typeof code === 'number' ? positionErrorCodes[code] : undefined;
  if (known) return { code: known, detail: null };
  const message = error !== null && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return { code: 'other', detail: typeof message === 'string' ? message : messageOf(error) };
}
