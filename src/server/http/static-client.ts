import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ErrorResponse } from '@shared/api/health';

export const CLIENT_DIST = path.resolve('dist/client');

/** Responses worth compressing: text of any kind, JSON, scripts and SVG; never media. */
export const COMPRESSIBLE_TYPES = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/**
 * Paths that only ever name server routes. When those routes are off (the development
 * helpers away from loopback), they answer 404, never the SPA shell.
 */
const SERVER_ONLY_PREFIXES = ['/api/', '/dev/', '/test-mode/'];
const isServerOnly = (pathname: string) =>
  pathname === '/api' || SERVER_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Serves the built client. Hashed assets are cached for a year; index.html is revalidated
 * on every load. Unknown /api, /dev and /test-mode paths get a JSON 404; any other GET for
 * a page gets the SPA shell, whose router shows 'Page Not Found' for paths it does not know.
 */
export async function registerStaticClient(app: FastifyInstance, root = CLIENT_DIST) {
  const indexPath = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexPath);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isServerOnly(pathname);
    if (wantsPage && hasClient) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (wantsPage) {
      return reply.status(503).send({
        message: 'The Cadence client has not been built. Run `npm start`, which builds it.',
        code: 'SERVICE_UNAVAILABLE',
      } satisfies ErrorResponse);
    }
    return reply.status(404).send({
      message: `No API route matches ${request.method} ${pathname}`,
      code: 'NOT_FOUND',
    } satisfies ErrorResponse);
  });
}
