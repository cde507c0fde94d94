import { useCallback, useEffect, useState } from 'react';
import { GoogleMapsLoadError, loadGoogleMaps, onGoogleMapsAuthFailure } from './googleMapsLoader';
import type { GoogleMapsProblem } from './mapText';

export interface GoogleMapsLoading {
  /** google-map-react's `googleMapLoader`. */
  loader: () => Promise<unknown>;
  /** Why Google Maps cannot be shown: the script failed to load or the key was refused. */
  failure: GoogleMapsProblem | null;
}

/** Loads Google Maps for a map component and reports a failed load or a refused key as its problem. */
export function useGoogleMapsLoader(apiKey: string): GoogleMapsLoading {
  const [failure, setFailure] = useState<GoogleMapsProblem | null>(null);

  useEffect(() => onGoogleMapsAuthFailure(() => setFailure('keyRefused')), []);

  // A load that fails shows the message and never settles for the library, which has no failure path.
  const loader = useCallback(
    () =>
      loadGoogleMaps(apiKey).catch((error: unknown) => {
        setFailure(error instanceof GoogleMapsLoadError ? error.problem : 'scriptFailed');
        return new Promise<never>(() => undefined);
      }),
    [apiKey],
  );

  return { loader, failure };
}
