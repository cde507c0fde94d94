import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { viewerOfAuthorization } from '../auth/guard';
import { denied } from '../http/failures';
import { activeSessionIds, carrierSessionTables } from '../repositories/sessions';
import { eventIdOf } from '../services/liveEvents/sse';
import { serveLiveStream, type StreamViewer } from '../services/liveEvents/stream';
import { ErrorBodySchema } from './schemas';

const TicketSchema = Type.Object({
  ticket: Type.String({ description: 'Opens one stream: GET /api/events?ticket=…' }),
  expiresIn: Type.Integer({ description: 'Seconds the ticket stays valid' }),
});

const StreamQuery = Type.Object({
  ticket: Type.Optional(Type.String({ maxLength: 100, description: 'A ticket from POST /api/events/ticket, for an EventSource (which cannot send headers); never the access token' })),
  lastEventId: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'The last event id seen, when the Last-Event-ID header cannot be sent; the header wins' })),
});

const streamDescription = [
  'Server-sent events for the signed-in carrier user (src/shared/liveEvents.ts): first `ready` {lastEventId},',
  'then the events missed since `Last-Event-ID` (or `reset` when that is older than the replay window of one hour),',
  'then live events `board`, `carrierLoad`, `invoice`, `favorite` and `savedSearches`, each with `id:`;',
  'a heartbeat every 15 s (a comment and an event `heartbeat` without id). The stream ends when the session ends.',
].join(' ');

/** Live events (issue 14): a ticket for an EventSource, and the stream itself. */
const liveEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { liveEvents } = app;
  const now = () => app.clock.now();

  app.post('/events/ticket', {
    preHandler: app.authenticate,
    schema: { response: { 200: TicketSchema, 401: ErrorBodySchema, 503: ErrorBodySchema } },
  }, async (request) => {
    const { sessionId, userId, clientId } = request.viewer;
    const seconds = liveEvents.options.ticketSeconds;
    return { ticket: await liveEvents.tickets.issue({ sessionId, userId, clientId }, now(), seconds), expiresIn: seconds };
  });

  /** The bearer token's session, or a ticket's while its session lasts; never a token in the query. */
  async function streamViewer(authorization: string | undefined, ticket: string | undefined): Promise<StreamViewer | null> {
    if (authorization !== undefined) return viewerOfAuthorization(app, authorization);
    const at = now();
    const grant = ticket ? await liveEvents.tickets.redeem(ticket, at) : null;
    if (!grant) return null;
    return (await activeSessionIds(app.db, carrierSessionTables, [grant.sessionId], at.toISOString())).has(grant.sessionId) ? grant : null;
  }

  app.get('/events', {
    schema: {
      description: streamDescription,
      querystring: StreamQuery,
      headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ description: 'Sent by EventSource on reconnecting' })) }),
      response: {
        200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: Type.String({ description: streamDescription }) } } },
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        503: ErrorBodySchema,
      },
    },
  }, async (request, reply) => {
    const viewer = await streamViewer(request.headers.authorization, request.query.ticket);
    if (!viewer) throw denied();
    const header = request.headers['last-event-id'];
    const resumeFrom = eventIdOf(typeof header === 'string' ? header : request.query.lastEventId);
    await serveLiveStream(reply, app.db, liveEvents.hub, { viewer, resumeFrom }).catch((error: unknown) => {
      // The answer has begun: the client sees the stream break and reconnects with Last-Event-ID.
      request.log.error({ err: error }, 'live events: a stream failed');
      reply.raw.destroy();
    });
    return reply;
  });
};

export default liveEventRoutes;
