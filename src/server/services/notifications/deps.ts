import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/tables';
import { publicOrigin } from '../../http/publicOrigin';
import type { LiveEventWrites } from '../liveEvents/wake';
import type { LoadSearch } from '../loadSearch/loadSearch';
import type { Mailer } from '../mail/types';
import type { Texter } from '../sms/texter';

/** What the notifiers need; `notificationDeps(app)` builds it from the app, tests may build their own. */
export interface NotificationDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  texter: Texter;
  clock: Clock;
  liveEventWrites: LiveEventWrites;
  /** Where links in mail point (PUBLIC_URL, else the address the app listens on). */
  origin: string;
  /** NOTIFICATION_LINK_SECRET, or null for the secret kept in the database. */
  linkSecret: string | null;
  loadSearch?: LoadSearch;
}

export function notificationDeps(app: FastifyInstance): NotificationDeps {
  return {
    db: app.db, mailer: app.mailer, texter: app.texter, clock: app.clock, liveEventWrites: app.appContext.liveEventWrites, origin: publicOrigin(app),
    linkSecret: app.config.notificationLinkSecret, loadSearch: app.loadSearch,
  };
}

export function depsOf(source: FastifyInstance | NotificationDeps): NotificationDeps {
  return 'inject' in source ? notificationDeps(source) : source;
}
