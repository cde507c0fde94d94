/**
 * Which map the app draws. The client asks the server nothing: the offline basemap is the default, and a
 * Google Maps key switches to Google Maps when the page defines one before the app starts, for example
 * `<script>window.HAULBOARD_CONFIG = { googleMapsApiKey: '...' }</script>` injected by the server into
 * index.html (the server may add this later from GOOGLE_MAPS_API_KEY).
 */

export interface HaulboardConfig {
  googleMapsApiKey?: string;
}

declare global {
  interface Window {
    HAULBOARD_CONFIG?: HaulboardConfig;
  }
}

/** The configured Google Maps key, or null when the offline basemap should be drawn. */
export function googleMapsApiKey(): string | null {
  if (typeof window === 'undefined') return null;
  const key = window.HAULBOARD_CONFIG?.googleMapsApiKey;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
}
