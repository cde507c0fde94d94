import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './paths';
import { trackerSources } from './tracker';

// Hosts the Google Maps JavaScript API loads from (Google's published CSP guidance for the Maps JS API), https
// only. They enter the policy only with GOOGLE_MAPS_API_KEY: without one the offline basemap needs no outside host.
const noGoogleMaps = { scripts: [], images: [], connect: [], fonts: [], styles: [], frames: [] };

function googleMapsSources(apiKey: string | null) {
  if (!apiKey) return noGoogleMaps;
  return {
    scripts: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
    images: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
    connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
    fonts: ['https://fonts.gstatic.com'],
    styles: ['https://fonts.googleapis.com'],
    frames: ['https://*.google.com'],
  };
}

/** The headers a helmet middleware sets on a response (helmet's middlewares run synchronously). */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const tracker = trackerSources(app.config.trackerId);
  const googleMaps = googleMapsSources(app.config.googleMapsApiKey);
  const secureHeaders = helmet({
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
        frameSrc: googleMaps.frames.length > 0 ? googleMaps.frames : ["'none'"],
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
  // The policy names no nonce, so helmet's headers are the same for every request: read once, given to each reply
  // with fastify's own headers (helmet setting each on the raw response was 3% of a search).
  const headers = headersSetBy(secureHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // API answers are per user and change with every write: never cache them, in browsers or proxies. An answer that
  // says how it may be kept (an inspection photo, fixed for the life of its signed link) keeps its own word.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
