import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Config } from './config';
import type { DatabaseTarget, Db, DialectName } from './db/database';
import type { Database } from './db/tables';
import { readInstallation, type Installation } from './repositories/installation';
import { createLaneCache, type LaneCache } from './repositories/loadLanes';
import { createLiveEventWrites, type LiveEventWrites } from './services/liveEvents/wake';

/**
 * What one app is built from and the services it shares, made once in buildApp: two apps on one database
 * handle (tests build those) share nothing but the handle, and a service's state is found here by name.
 */
export interface AppContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The database opened, by its address: what the threads of one process share (liveEvents/threadBus.ts). */
  databaseTarget: DatabaseTarget;
  config: Config;
  clock: Clock;
  installation: Installation;
  /** Write paths tell it after their commit; the live events plugin wakes the streams on it. */
  liveEventWrites: LiveEventWrites;
  /** The carriers' lanes behind the cards' myLane, kept a short while. */
  lanes: LaneCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    appContext: AppContext;
  }
}

export function createAppContext(db: Db, config: Config, clock: Clock): AppContext {
  return {
    db: db.db, dialect: db.dialect, databaseTarget: db.target, config, clock,
    installation: readInstallation(db.db), liveEventWrites: createLiveEventWrites(), lanes: createLaneCache(db.db),
  };
}

export function decorateAppContext(app: FastifyInstance, context: AppContext): void {
  app.decorate('appContext', context);
  app.decorate('db', context.db);
  app.decorate('dialect', context.dialect);
  app.decorate('config', context.config);
  app.decorate('clock', context.clock);
}
