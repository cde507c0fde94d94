import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** `http://{host}:{port}` as a visitor types it: the wildcard addresses are reached on this machine as localhost. */
export function listeningOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Where links in mail and answers point, from configuration only: PUBLIC_URL, or without it the address this
 * server listens on (config.ts refuses a HOST other than loopback without PUBLIC_URL). Never the request's Host or
 * forwarded headers: an attacker who names their own host would have Haulboard mail a stranger a working code on a
 * link to the attacker's site.
 */
export function configuredOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, listeningPort = config.port): string {
  return config.publicUrl ?? listeningOrigin(config.host, listeningPort);
}

/** configuredOrigin with the port this app listens on (PORT=0 asks the system for one); PORT before it listens. */
export function publicOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  return configuredOrigin(app.config, address && typeof address === 'object' ? address.port : app.config.port);
}
