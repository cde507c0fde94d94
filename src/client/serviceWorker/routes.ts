/**
 * What the driver page's service worker (issue 24) answers from its caches, decided here, apart from workbox, so a
 * test can hold the rule: the driver's pages and the driver's list of loads, nothing of the carrier's portal and no
 * other API call (a cached answer to anything else would show one person's data, or stale data, as if it were fresh).
 */

/** Where the worker is installed and what it controls: the driver's link pages only. */
export const DRIVER_SCOPE = '/driver/';
export const SERVICE_WORKER_URL = '/sw.js';

/** The one page the precache keeps: every /driver/{token} navigation is this single-page app's shell. */
export const APP_SHELL_URL = '/index.html';

/** A page of the driver's link, opened in the browser (not a file such as /driver/x.js, which does not exist). */
export function isDriverNavigation(url: URL, mode: string): boolean {
  return mode === 'navigate' && url.pathname.startsWith(DRIVER_SCOPE) && !/\.[a-z0-9]+$/i.test(url.pathname);
}

/** `GET /api/driver/loads`: read from the network, and from the last answer when there is none. */
export function isDriverLoadsRead(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname === '/api/driver/loads';
}

/** The server's settings script (/config.js) that index.html loads before the app: kept so the shell starts offline. */
export function isAppConfig(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname === '/config.js';
}

/**
 * Where the driver's list is kept: per link (a digest of its token, never the token), so two drivers' links opened on
 * one phone never show each other's loads offline.
 */
export async function driverLoadsCacheKey(url: string, authorization: string | null): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization ?? '')));
  const link = Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${url}${url.includes('?') ? '&' : '?'}link=${link}`;
}
