import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { redisFanOut, type LoadChangeFanOut } from './fanOut';
import { LoadSearch } from './loadSearch';
import { recordRingOfThisThread } from './recordRing';
import { remoteIndexOfThisThread } from './threads/remoteIndex';

declare module 'fastify' {
  interface FastifyInstance {
    /** Load search; write paths call `app.loadSearch.onLoadsChanged(ids)` after changing loads. */
    loadSearch: LoadSearch;
  }
}

/**
 * Puts one LoadSearch on the app (visible to every plugin).
 * The index is built on the first search, or as soon as the server listens.
 */
const loadSearchPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  let fanOut: LoadChangeFanOut | null = null;
  const onError = (error: unknown) => app.log.warn({ err: error }, 'load search: keeping the index in step failed');
  // In an HTTP thread the main thread owns the index, its change feed and the fan-out to other processes.
  const remote = remoteIndexOfThisThread();
  const search = new LoadSearch(app.db, {
    clock: app.clock, lanes: app.appContext.lanes, publish: (ids) => fanOut?.publish(ids), onError,
    remote: remote ?? undefined, records: recordRingOfThisThread() ?? undefined,
  });
  if (app.config.redisUrl && !remote) {
    fanOut = redisFanOut(app.config.redisUrl, await app.appContext.installation.redisNamespace(), () => void search.applyRemoteChange().catch(onError), onError);
  }
  // Another program's commit (the desk command line's, through Redis): the index reads the log now, not at its next look.
  app.liveEvents.onWakeFromElsewhere(() => void search.applyRemoteChange().catch(onError));
  app.decorate('loadSearch', search);
  app.addHook('onListen', async () => {
    if (remote) return;
    search.ready().catch((error: unknown) => app.log.error({ err: error }, 'load search: building the index failed'));
  });
  app.addHook('onClose', async () => {
    search.close();
    await fanOut?.close();
  });
};

export default fp(loadSearchPlugin, { name: 'loadSearch', dependencies: ['liveEvents'] });
