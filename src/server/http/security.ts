import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './paths';
import { trackerSources } from './tracker';

// Hosts the Google Maps JavaScript API loads from (Google's published CSP guidance for the Maps JS API).
const googleMaps = {
  scripts: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com'],
  images: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
  fonts: ['https://fonts.gstatic.com'],
  styles: ['https://fonts.googleapis.com'],
  frames: ['*.google.com'],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const tracker = trackerSources(app.config.trackerId);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...googleMaps.scripts, ...tracker.scripts],
        // Google Maps injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...googleMaps.styles],
        imgSrc: ["'self'", 'data:', 'blob:', ...googleMaps.images, ...tracker.images],
        fontSrc: ["'self'", 'data:', ...googleMaps.fonts],
        connectSrc: ["'self'", ...googleMaps.connect, ...tracker.connect],
        frameSrc: googleMaps.frames,
        workerSrc: ["'self'", 'blob:'],
        // Tutorial videos may live on a media host of their own (MEDIA_BASE_URL).
        mediaSrc: ["'self'", ...(app.config.mediaBaseUrl ? [new URL(app.config.mediaBaseUrl).origin] : [])],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Not upgrade-insecure-requests: the embedded default is served over plain http (also by LAN address).
      },
    },
    // Google Maps API keys are usually restricted by referrer, so the origin must reach Google.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // API answers are per user and change with every write: never cache them, in browsers or proxies.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
