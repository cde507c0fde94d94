import type { FastifyRequest } from 'fastify';

/**
 * The origin that links in mail point at. A client-given URL would let anyone have Haulboard mail a stranger a
 * working code on a link to their own site, so it is never read from the request body: PUBLIC_URL when set, else
 * the address this request reached (enough on 127.0.0.1; behind a proxy that passes any Host, set PUBLIC_URL).
 */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
