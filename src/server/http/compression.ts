/**
 * API answers in JSON go out compressed when the client takes it. A search's first page is about 32 KB of JSON;
 * on a phone's slow connection that is bandwidth taken from the app's own code while both download at once
 * (the page asks for the search before main.js has arrived). Brotli at a low quality costs well under a
 * millisecond for such a page; answers smaller than a packet are left alone. Files (index.html, assets) are
 * compressed at build time and sent by static.ts.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './paths';

const MIN_BYTES = 1_400;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to send with, from Accept-Encoding: brotli before gzip, neither when refused with q=0. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',')
      .map((part) => part.trim().split(';').map((piece) => piece.trim()))
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.getHeader('content-encoding')) return false;
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json') && Buffer.byteLength(payload) >= MIN_BYTES;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isApiPath(request.url) || !compressible(reply, payload)) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = encoding === 'br'
      ? await brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
      : await gzip(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
