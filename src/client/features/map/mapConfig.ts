/**
 * Which map the app draws: the offline basemap by default, Google Maps when the server is configured with
 * GOOGLE_MAPS_API_KEY. The page loads the server's `/config.js` before the app, which sets HAULBOARD_CONFIG.
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
