/**
 * The marketing tracker of account spec 7: Google's gtag.js, loaded only when the server names a tracker id
 * (TRACKER_ID). The queue function is defined here, not inline in the page, so the Content-Security-Policy
 * needs no 'unsafe-inline'; the server allows the tracker's host only when the id is set.
 */
export const TRACKER_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function loadTracker(trackerId: string): void {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects themselves from dataLayer, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by the route-change saga, not by the tracker on its own.
  window.gtag('config', trackerId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TRACKER_SCRIPT_URL}?id=${encodeURIComponent(trackerId)}`;
  document.head.appendChild(script);
}

export function reportTrackerPageView(path: string): void {
  window.gtag?.('event', 'page_view', { page_path: path });
}
