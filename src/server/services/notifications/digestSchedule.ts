import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sendSavedSearchDigests } from './savedSearchDigest';

/** How often the job looks for saved searches due a digest; each search still gets one a day at most. */
export const DIGEST_SWEEP_MS = 15 * 60 * 1000;

/**
 * Runs the digest job every `intervalMs`, one run at a time. The timer never keeps the process alive; the
 * answer stops it.
 */
export function startDigestSchedule(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run().catch(onError).finally(() => {
      running = false;
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Starts the saved-search digest with the app and stops it when the app closes (registered with the API routes). */
const digestSchedulePlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  const stop = startDigestSchedule(
    () => sendSavedSearchDigests(app),
    DIGEST_SWEEP_MS,
    (error) => app.log.error({ err: error }, 'notifications: the saved search digest failed'),
  );
  app.addHook('onClose', async () => stop());
};

export default digestSchedulePlugin;
