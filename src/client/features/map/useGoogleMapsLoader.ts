import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { loadGoogleMaps, onGoogleMapsAuthFailure } from './googleMapsLoader';

export interface GoogleMapsLoading {
  /** google-map-react's `googleMapLoader`. */
  loader: () => Promise<unknown>;
  /** Why Google Maps cannot be shown: the script failed to load or the key was refused. */
  failure: string | null;
}

/** Loads Google Maps for a map component and reports a failed load or a refused key as a message. */
export function useGoogleMapsLoader(apiKey: string): GoogleMapsLoading {
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => onGoogleMapsAuthFailure(setFailure), []);

  // A load that fails shows the message and never settles for the library, which has no failure path.
  const loader = useCallback(
    () =>
      loadGoogleMaps(apiKey).catch((error: unknown) => {
        setFailure(messageOf(error));
        return new Promise<never>(() => undefined);
      }),
    [apiKey],
  );

  return { loader, failure };
}
