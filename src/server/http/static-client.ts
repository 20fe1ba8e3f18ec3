import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@shared/api/health';
import { scriptNonce, withScriptNonce } from './content-security';

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

/** Whether an Accept-Encoding header takes `coding` (not refused with q=0). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    return name === coding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/**
 * Sends the page compressed as the browser asks. Written per response (its nonce), it is
 * compressed here: @fastify/compress does not reach the not-found handler, and the build's
 * .br and .gz hold no nonce (decision 175 still covers every other text).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = request.headers['accept-encoding'];
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
  if (acceptsEncoding(accepted, 'br')) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params }));
  }
  if (acceptsEncoding(accepted, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  }
  return reply.send(html);
}

/**
 * Serves the built client. Hashed assets are cached for a year; index.html is revalidated
 * on every load, and its scripts carry the nonce of the response's policy (decision 195). Unknown /api, /dev and /test-mode paths get a JSON 404; any other GET for
 * a page gets the SPA shell, whose router shows 'Page Not Found' for paths it does not know.
 */
export async function registerStaticClient(app: FastifyInstance, root = CLIENT_DIST) {
  const indexPath = path.join(root, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  // Written per response: its scripts carry the nonce of that response's policy.
  const indexHtml = hasClient ? fs.readFileSync(indexPath, 'utf8') : '';

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (scripts/precompress.ts).
      preCompressed: true,
      // The page itself is never sent as it was built: /index.html is a page path too.
      allowedPath: (pathname) => !pathname.startsWith('/index.html'),
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
      return sendPage(request, reply, withScriptNonce(indexHtml, scriptNonce(reply.raw)));
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
