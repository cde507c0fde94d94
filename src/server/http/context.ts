import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DialectName } from '../db/database';
import type { Database } from '../db/tables';

/*
 * What the app decorates: the database, its dialect, the configuration and the clock on the instance, the auth guard,
 * the caller on each request, and the list of routes.
 */

/** Who is calling: set by the auth guard on routes that opt in to it. */
export interface ViewerIdentity {
  userId: number;
  clientId: number;
  sessionId: number;
}

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    config: Config;
    /** Where every rule reads the time; tests give a fixed clock. */
    clock: Clock;
    /** preHandler that answers 401 unless a live bearer token comes with the request. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every route of the app, for listings and for tests that must cover all of them. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** Only meaningful behind `app.authenticate`; elsewhere it is null. */
    viewer: ViewerIdentity;
  }
}

/** Must run before any route is registered. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') table.push({ method, url: route.url });
    }
  });
}
