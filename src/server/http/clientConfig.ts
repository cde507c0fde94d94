import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/*
 * What the browser app needs to know of the server's configuration, as a tiny script the page loads before
 * the bundle (`public/index.html`). A script file, not inline code, so the Content-Security-Policy stays
 * 'self' only; no-cache, so a changed key applies on the next page load without a rebuild.
 */
export function clientConfigScript(config: Pick<Config, 'googleMapsApiKey'>): string {
  const browserConfig = config.googleMapsApiKey ? { googleMapsApiKey: config.googleMapsApiKey } : {};
  // JSON is valid JavaScript; '<' is escaped so the value can never close a surrounding tag.
  return `window.HAULBOARD_CONFIG = ${JSON.stringify(browserConfig).replace(/</g, '\\u003c')};\n`;
}

export function registerClientConfig(app: FastifyInstance, config: Config): void {
  const script = clientConfigScript(config);
  app.get('/config.js', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script));
}
