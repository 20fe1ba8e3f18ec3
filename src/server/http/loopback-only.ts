import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error';
import { isLoopbackAddress } from '../lib/loopback';

/**
 * Makes every route of an (encapsulated) plugin answer only clients on this machine: to
 * anyone else they do not exist (404). Behind a proxy, with TRUST_PROXY, the address is the
 * client's, not the proxy's. For the development helpers (decisions guide).
 */
export function answerLoopbackOnly(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.ip)) throw notFound('Page');
  });
}
