import { DRIVER_SCOPE, SERVICE_WORKER_URL } from './routes';

/**
 * Installs the driver page's service worker (sw.ts), from the driver page only: the carrier's portal never has one.
 * A browser without service workers, or a development build without /sw.js, keeps working online as before.
 */
export async function registerDriverServiceWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: DRIVER_SCOPE });
  } catch (error) {
    console.warn('the driver page will not open without a network', error);
  }
}
