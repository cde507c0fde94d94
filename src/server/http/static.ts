import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WALKTHROUGH_PICTURES_PREFIX } from '../../shared/walkthroughPictures';
import { notFound } from './failures';
import { isApiPath, isFilePath, isSourceMapPath } from './paths';

/*
 * The built single-page app (webpack's dist/) and the answer for every path no route matched:
 * the API answers JSON 404, a page path answers index.html so client-side routes survive a reload.
 */

const yearOfSeconds = 365 * 24 * 60 * 60;

export const defaultClientDir = path.resolve(__dirname, '../../../dist');

/** The walkthrough pictures, committed and rewritten by the browser suite: served as they are, not built. */
export const walkthroughPicturesDir = path.resolve(__dirname, '../../../public/walkthroughs');

export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  await registerWalkthroughPictures(app, walkthroughPicturesDir);
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

async function registerWalkthroughPictures(app: FastifyInstance, picturesDir: string): Promise<void> {
  if (!fs.existsSync(picturesDir)) return;
  await app.register(fastifyStatic, {
    root: picturesDir,
    prefix: WALKTHROUGH_PICTURES_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    dotfiles: 'ignore',
    cacheControl: false,
    allowedPath: (pathname) => pathname.endsWith('.png'),
    // Rewritten whenever the screens change, under the same names: the browser asks again each time (ETag).
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
}

function answerNotFound(request: FastifyRequest, reply: FastifyReply, built: boolean) {
  const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
  if (isPage && built && !isFilePath(request.url) && !isSourceMapPath(request.url)) {
    // A missing hashed asset stays 404: answering HTML to a <script> request only hides the stale deploy.
    return reply.code(200).type('text/html; charset=utf-8').sendFile('index.html');
  }
  const message = isPage && !built
    ? 'The web app is not built yet: run npm run build.'
    : `Nothing is found at ${request.method} ${request.url.split('?', 1)[0].slice(0, 200)}.`;
  throw notFound(message);
}
