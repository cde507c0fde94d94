import type { InspectionLocation } from '../../../shared/contracts/inspection';

/** Where the phone is, asked once (an advanced inspection records where it was signed); rejects when refused or absent. */
export function currentLocation(): Promise<InspectionLocation> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot share a location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyMeters: Math.min(100_000, Math.max(0, coords.accuracy)) }),
      (error) => reject(new Error(error.message)),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  });
}
