import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './failures';
import { isApiPath, isAssetPath, isSourceMapPath } from './paths';

/*
 * The built single-page app (webpack's dist/) and the answer for every path no route matched:
 * the API answers JSON 404, a page path answers index.html so client-side routes survive a reload.
 */

const yearOfSeconds = 365 * 24 * 60 * 60;

export const defaultClientDir = path.resolve(__dirname, '../../../dist');

export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const built = fs.existsSync(path.join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // webpack writes .br and .gz beside each text file: brotli goes to browsers that accept it, then gzip.
      preCompressed: true,
      // Dotfiles, directory listings and source maps are none of a visitor's business.
      dotfiles: 'ignore',
      list: false,
      allowedPath: (pathname) => !isSourceMapPath(pathname),
      setHeaders(res, filePath) {
        const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
        res.setHeader(
          'cache-control',
          relative.startsWith('assets/') ? `public, max-age=${yearOfSeconds}, immutable` : 'no-cache',
        );
        // A cache in between must not hand a brotli body to a browser that asked for gzip or nothing.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ clientDir }, 'the web app is not built: only the API is served (npm run build)');
  }

  app.setNotFoundHandler((request, reply) => answerNotFound(request, reply, built));
}

function answerNotFound(request: FastifyRequest, reply: FastifyReply, built: boolean) {
  const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
  if (isPage && built && !isAssetPath(request.url) && !isSourceMapPath(request.url)) {
    // A missing hashed asset stays 404: answering HTML to a <script> request only hides the stale deploy.
    return reply.code(200).type('text/html; charset=utf-8').sendFile('index.html');
  }
  const message = isPage && !built
    ? 'The web app is not built yet: run npm run build.'
    : `Nothing is found at ${request.method} ${request.url.split('?', 1)[0].slice(0, 200)}.`;
  throw notFound(message);
}
