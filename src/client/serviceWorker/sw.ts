/**
 * The driver page's service worker (issue 24), built by workbox's InjectManifest (webpack.config.js) to /sw.js and
 * registered with the scope /driver/ only: once a driver has opened their link, the page opens again without a
 * network, with the list of loads it last read. Everything else goes to the network as if there were no worker.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { APP_SHELL_URL, driverLoadsCacheKey, isAppConfig, isDriverLoadsRead, isDriverNavigation } from './routes';

declare const self: { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Only a network that answers within this long counts: a weak signal at a port should not keep the page blank. */
const NETWORK_TIMEOUT_SECONDS = 6;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(({ url, request }) => isDriverNavigation(url, request.mode), createHandlerBoundToURL(APP_SHELL_URL));
registerRoute(({ url, request }) => isDriverLoadsRead(url, request.method), new NetworkFirst({
  cacheName: 'driver-loads',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [{ cacheKeyWillBeUsed: async ({ request }) => driverLoadsCacheKey(request.url, request.headers.get('authorization')) }],
}));
registerRoute(({ url, request }) => isAppConfig(url, request.method), new NetworkFirst({
  cacheName: 'app-config', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
}));
