/**
 * API answers in JSON go out compressed when the client takes it. A search's first page is about 32 KB of JSON;
 * on a phone's slow connection that is bandwidth taken from the app's own code while both download at once
 * (the page asks for the search before main.js has arrived). Brotli at a low quality costs well under a
 * millisecond for such a page; answers smaller than a packet are left alone. Files (index.html, assets) are
 * compressed at build time and sent by static.ts.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './paths';

const MIN_BYTES = 1_400;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];

/** The encoding to send with, from Accept-Encoding (its q-values, brotli on a tie), or null for none. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  return acceptEncoding ? negotiate(acceptEncoding.toLowerCase(), encodings) : null;
}

function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.getHeader('content-encoding')) return false;
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json') && Buffer.byteLength(payload) >= MIN_BYTES;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isApiPath(request.url)) return payload;
    // Every API answer may differ by Accept-Encoding; the encoding is chosen before the answer is measured.
    reply.header('vary', 'Accept-Encoding');
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (!encoding || !compressible(reply, payload)) return payload;
    const body = encoding === 'br'
      ? await brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
      : await gzip(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
