import type { FastifyInstance } from 'fastify';
import { version } from '../../../package.json';
import { RELEASE_ID_LENGTH } from '../../shared/constants';
import type { Config } from '../config';

/*
 * What the browser app needs to know of the server's configuration, as a tiny script the page loads before
 * the bundle (`public/index.html`). A script file, not inline code, so the Content-Security-Policy stays
 * 'self' only; no-cache, so a changed key applies on the next page load without a rebuild.
 */
type BrowserSettings = Pick<Config, 'googleMapsApiKey'> & Partial<Pick<Config, 'trackerId' | 'mediaBaseUrl' | 'socialUrl' | 'releaseCommit'>>;

/**
 * The product version (package.json's, read here only) always; the rest only when configured, so an
 * unconfigured server sends `{version}`. My Account and the config screen both show these two.
 */
export function clientConfigScript(config: BrowserSettings): string {
  const browserConfig = {
    version,
    ...(config.googleMapsApiKey ? { googleMapsApiKey: config.googleMapsApiKey } : {}),
    ...(config.trackerId ? { trackerId: config.trackerId } : {}),
    ...(config.mediaBaseUrl ? { mediaBaseUrl: config.mediaBaseUrl } : {}),
    ...(config.socialUrl ? { socialUrl: config.socialUrl } : {}),
    ...(config.releaseCommit ? { releaseId: config.releaseCommit.slice(0, RELEASE_ID_LENGTH) } : {}),
  };
  // JSON is valid JavaScript; '<' is escaped so the value can never close a surrounding tag.
  return `window.HAULBOARD_CONFIG = ${JSON.stringify(browserConfig).replace(/</g, '\\u003c')};\n`;
}

export function registerClientConfig(app: FastifyInstance, config: Config): void {
  const script = clientConfigScript(config);
  app.get('/config.js', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(script));
}
