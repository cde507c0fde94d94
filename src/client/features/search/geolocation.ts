/**
 * The browser's position behind one function, so sagas `call` it and tests provide it; and the words of
 * loads spec 8 for each way it can fail.
 */
import { messageOf } from '../../api/ApiError';

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

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function geolocationMessage(error: unknown): string {
  if (error instanceof GeolocationUnavailableError) return 'Sorry, finding your current location is not available';
  const code = error !== null && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  if (code === 1) return 'Permission denied, please configure your browser to allow geolocation';
  if (code === 2) return 'Position not available';
  if (code === 3) return 'Timed out waiting for position';
  const message = error !== null && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return `Failed to load your location: ${typeof message === 'string' ? message : messageOf(error)}`;
}
