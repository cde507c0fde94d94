/*
 * The marketing tracker of account spec 7 ("loads when a tracker id is configured"): Google's gtag.js, the
 * common choice. Its hosts enter the Content-Security-Policy only when TRACKER_ID is set.
 */
export const TRACKER_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export function trackerSources(trackerId: string | null) {
  if (!trackerId) return { scripts: [], connect: [], images: [] };
  return {
    scripts: [TRACKER_SCRIPT_ORIGIN],
    connect: [TRACKER_SCRIPT_ORIGIN, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    images: [TRACKER_SCRIPT_ORIGIN, 'https://*.google-analytics.com'],
  };
}
