import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createTexter, type Texter } from './texter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Texts: stored in sms_outbox, sent through the provider of SMS_URL when it is set. */
    texter: Texter;
  }
}

/** One Texter on the app; with SMS_URL the jobs scheduler retries failed texts (services/jobs). */
const texterPlugin: FastifyPluginAsync = async (app: FastifyInstance) => {
  const texter = createTexter(app.db, {
    smsUrl: app.config.smsUrl,
    clock: app.clock,
    onDeliveryError: (outboxId, error) => app.log.warn({ err: error, outboxId }, 'sms: sending failed; kept in sms_outbox for a retry'),
  });
  app.decorate('texter', texter);
  app.addHook('onClose', async () => texter.close());
};

export default fp(texterPlugin, { name: 'sms' });
