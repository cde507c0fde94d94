/**
 * A thin loader of the Google Maps JavaScript API: one script tag, one promise. google-map-react takes it
 * as its `googleMapLoader`, so a failed load reaches the map as an error ('Failed to load google maps.
 * {message}') instead of an unhandled rejection inside the library. A refused key is reported by Google
 * later, through `window.gm_authFailure`, after the script itself has loaded.
 */

import type { GoogleMapsProblem } from './mapText';

const READY_CALLBACK = '__haulboardGoogleMapsReady';
const SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

/** The `google.maps` namespace; the app only hands it to google-map-react. */
export type GoogleMapsApi = object;

interface GoogleMapsWindow {
  google?: { maps?: GoogleMapsApi };
  gm_authFailure?: () => void;
  [READY_CALLBACK]?: () => void;
}

const mapsWindow = () => window as unknown as GoogleMapsWindow;

let pending: Promise<GoogleMapsApi> | null = null;
const authFailureListeners = new Set<() => void>();

/** A load of the script that failed, with its problem for the map to say. */
export class GoogleMapsLoadError extends Error {
  constructor(readonly problem: Exclude<GoogleMapsProblem, 'keyRefused'>) {
    super(`Google Maps could not be loaded: ${problem}`);
    this.name = 'GoogleMapsLoadError';
  }
}

export function loadGoogleMaps(apiKey: string): Promise<GoogleMapsApi> {
  pending ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const loaded = mapsWindow().google?.maps;
    if (loaded) {
      resolve(loaded);
      return;
    }
    mapsWindow()[READY_CALLBACK] = () => {
      const maps = mapsWindow().google?.maps;
      if (maps) resolve(maps);
      else reject(new GoogleMapsLoadError('noApi'));
    };
    mapsWindow().gm_authFailure = () => {
      for (const listener of authFailureListeners) listener();
    };
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?key=${encodeURIComponent(apiKey)}&callback=${READY_CALLBACK}&loading=async`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      pending = null;
      reject(new GoogleMapsLoadError('scriptFailed'));
    };
    document.head.appendChild(script);
  });
  return pending;
}

/** Calls `listener` when Google refuses the key; returns the unsubscribe. */
export function onGoogleMapsAuthFailure(listener: () => void): () => void {
  authFailureListeners.add(listener);
  return () => {
    authFailureListeners.delete(listener);
  };
}
