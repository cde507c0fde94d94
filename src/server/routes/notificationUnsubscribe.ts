import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { turnOffNotification } from '../repositories/notificationSettings';
import { UNSUBSCRIBE_PATH } from '../services/notifications/deliver';
import { signingSecret } from '../repositories/signingKeys';
import { confirmPage, donePage, refusedPage } from '../services/notifications/unsubscribePage';
import { INVALID_UNSUBSCRIBE_LINK, readUnsubscribeToken } from '../services/notifications/unsubscribeToken';

const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').send(body);

/**
 * The unsubscribe link of every notification (no sign-in: the signed token is the permission). GET asks, POST
 * turns the setting off: the button of the GET page, and RFC 8058 one-click from the mail client's own button.
 */
const notificationUnsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const path = UNSUBSCRIBE_PATH.replace(/^\/api/, '');
  const targetOf = async (token: string | undefined) =>
    readUnsubscribeToken(await signingSecret(app.db, 'notificationLinks', app.config.notificationLinkSecret), token ?? '');

  app.get(path, { schema: { querystring: TokenQuery } }, async (request, reply) => {
    const target = await targetOf(request.query.token);
    if (!target) return html(reply, 403, refusedPage(INVALID_UNSUBSCRIBE_LINK));
    return html(reply, 200, confirmPage(target, request.query.token!));
  });

  app.post(path, { schema: { querystring: TokenQuery } }, async (request, reply) => {
    const target = await targetOf(request.query.token);
    if (!target || !(await turnOffNotification(app.db, target.userId, target.channel, target.kind))) {
      return html(reply, 403, refusedPage(INVALID_UNSUBSCRIBE_LINK));
    }
    return html(reply, 200, donePage(target));
  });
};

export default notificationUnsubscribeRoutes;
