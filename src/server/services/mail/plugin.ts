import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from './mailer';
import type { Mailer } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail: stored in the outbox, delivered over SMTP when SMTP_URL is set. */
    mailer: Mailer;
  }
}

/**
 * Puts one Mailer on the app (visible everywhere). With SMTP the
 * jobs scheduler retries failed deliveries (services/jobs); the mailer closes with the app.
 */
const mailerPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  const mailer = createMailer(app.db, {
    smtpUrl: app.config.smtpUrl,
    clock: app.clock,
    onDeliveryError: (outboxId, error) => app.log.warn({ err: error, outboxId }, 'mail: delivery failed; kept in the outbox for a retry'),
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
};

export default fp(mailerPlugin, { name: 'mail' });
