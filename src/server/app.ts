import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createAppContext, decorateAppContext } from './appContext';
import { registerAuthentication } from './auth/guard';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { bodyLimit, registerBodyParsers } from './http/bodies';
import { registerKeyCasing } from './http/casing';
import { registerRouteTable } from './http/context';
import { registerErrorHandling, sendFrameworkError } from './http/errors';
import { registerOpenApi } from './http/openApi';
import { multilineKeyword } from './http/plainText';
import { messagesKeyword } from './http/validation';
import { registerSecurityHeaders } from './http/security';
import { registerClientConfig } from './http/clientConfig';
import { registerCompression } from './http/compression';
import { defaultClientDir, registerClient } from './http/static';
import { lazyValidators, sharedSerializers } from './http/schemaCompilers';
import { createLogger } from './logger';
import apiRoutes from './routes';
import jobsPlugin from './services/jobs/plugin';
import liveEventsPlugin, { type LiveEventsOptions } from './services/liveEvents/plugin';
import loadSearchPlugin from './services/loadSearch/plugin';
import mailerPlugin from './services/mail/plugin';
import metricsPlugin from './services/metrics/plugin';
import texterPlugin from './services/sms/plugin';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: Logger;
  /** What "now" is for every rule; the system clock unless a test fixes it. */
  clock?: Clock;
  /** webpack's output; when it has no index.html only the API is served. */
  clientDir?: string;
  /** Live events' intervals; tests make them short. */
  liveEvents?: Partial<LiveEventsOptions>;
}

/**
 * The whole HTTP application, not listening: main.ts listens, tests call `app.inject`.
 * Route plugins type their schemas with TypeBox (FastifyPluginAsyncTypebox).
 */
export async function buildApp({ db, config, logger, clock = systemClock, clientDir = defaultClientDir, liveEvents }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
    trustProxy: config.trustProxy > 0 ? config.trustProxy : false,
    bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    ajv: {
      customOptions: {
        // Keys a schema closes with additionalProperties:false are dropped, not refused: clients send extras.
        removeAdditional: true,
        // Query strings and path parameters are text; 'array' also turns a lone `?id=1` into [1] where a list is due.
        coerceTypes: 'array',
        useDefaults: true,
        // Forms show every field's problem at once; the body limit bounds the extra work.
        allErrors: true,
        keywords: [multilineKeyword, messagesKeyword],
        // Errors carry their schema, so a field's own words (messagesKeyword) can be answered.
        verbose: true,
      },
    },
    frameworkErrors: sendFrameworkError,
    schemaController: { compilersFactory: { buildValidator: lazyValidators, buildSerializer: sharedSerializers } },
  });

  decorateAppContext(app, createAppContext(db, config, clock));
  registerRouteTable(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerCompression(app);
  await registerBodyParsers(app);
  registerKeyCasing(app);
  registerAuthentication(app);
  await registerOpenApi(app);

  await app.register(mailerPlugin);
  await app.register(texterPlugin);
  await app.register(liveEventsPlugin, liveEvents ?? {});
  await app.register(loadSearchPlugin);
  await app.register(metricsPlugin, { db });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(jobsPlugin);
  registerClientConfig(app, config);
  await registerClient(app, clientDir);
  return app;
}
