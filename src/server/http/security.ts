import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './paths';

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
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...googleMaps.scripts],
        // Google Maps injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...googleMaps.styles],
        imgSrc: ["'self'", 'data:', 'blob:', ...googleMaps.images],
        fontSrc: ["'self'", 'data:', ...googleMaps.fonts],
        connectSrc: ["'self'", ...googleMaps.connect],
        frameSrc: googleMaps.frames,
        workerSrc: ["'self'", 'blob:'],
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
