import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CROSS_SITE_MESSAGE } from '@shared/abuse/cross-site';
import { routes } from '@shared/api/contract';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Authenticated by Stripe's signature, and sent by Stripe's servers (no browser, no cookie). */
const EXEMPT_PATHS = new Set<string>([routes.stripeWebhook.path]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The request as the browser addressed it; Host and protocol honour TRUST_PROXY. */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Whether a browser says the request comes from another site. Sec-Fetch-Site, which only the
 * browser sets, decides when present: a form posted under Referrer-Policy: no-referrer has
 * `Origin: null` yet is `same-origin`. "same-site" is a sibling subdomain, another origin.
 * Browsers without Sec-Fetch-Site are judged by Origin, where "null" is foreign.
 */
function isForeign(fetchSite: unknown, origin: string | undefined, sameOrigin: boolean): boolean {
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-site') return !sameOrigin;
  return origin !== undefined && !sameOrigin;
}

/**
 * Refuses state-changing requests a browser sent from another site (CSRF): the login
 * cookie is SameSite=Lax, which still lets a sibling subdomain post with it, and a form on
 * any site could sign a visitor in to an account of the attacker's. Browsers say where a
 * request comes from (Sec-Fetch-Site, Origin); requests without either (curl, servers, the
 * tests) carry no ambient cookie from a visit elsewhere and are let through.
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const publicOrigin = originOf(options.publicUrl);

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (EXEMPT_PATHS.has(request.url.split('?', 1)[0] ?? '')) return;
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const sameOrigin = origin === ownOrigin(request) || origin === publicOrigin;
      if (isForeign(fetchSite, origin, sameOrigin)) {
        throw new AppError('CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE);
      }
    });
  },
  { name: 'cadence-cross-site' },
);
