import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createMailer } from './mailer';
import { startRetrySweep } from './retrySweep';
import type { Mailer } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail: stored in the outbox, delivered over SMTP when SMTP_URL is set. */
    mailer: Mailer;
  }
}

/** How often messages whose delivery failed are looked at again. */
export const RETRY_SWEEP_MS = 30_000;

/**
 * Puts one Mailer on the app (visible everywhere: skip-override, as fastify-plugin does). With SMTP a timer
 * retries failed deliveries; it never keeps the process alive and stops when the app closes.
 */
const mailerPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  const mailer = createMailer(app.db, {
    smtpUrl: app.config.smtpUrl,
    clock: app.clock,
    onDeliveryError: (outboxId, error) => app.log.warn({ err: error, outboxId }, 'mail: delivery failed; kept in the outbox for a retry'),
  });
  app.decorate('mailer', mailer);

  const stopSweep = app.config.smtpUrl
    ? startRetrySweep(mailer, RETRY_SWEEP_MS, (error) => app.log.error({ err: error }, 'mail: retrying the outbox failed'))
    : () => {};
  app.addHook('onClose', async () => {
    stopSweep();
    await mailer.close();
  });
};

(mailerPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default mailerPlugin;
