import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';
import { isLoopbackAddress, isLoopbackHost } from '../lib/loopback';

/** Headers a proxy adds: a request carrying one was sent on for somebody else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/**
 * The addresses a request names as its origin besides the socket's: every hop of
 * X-Forwarded-For and X-Real-IP, and every `for=` of Forwarded (RFC 7239).
 */
function forwardedAddresses(request: FastifyRequest): string[] | null {
  const present = FORWARDING_HEADERS.filter((name) => request.headers[name] !== undefined);
  if (present.length === 0) return [];
  const text = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  // A forwarded Host alone says nothing about the client: treat it as a proxied request.
  if (present.every((name) => name === 'x-forwarded-host')) return null;
  const hops = [
    ...text('x-forwarded-for').split(','),
    ...text('x-real-ip').split(','),
    ...[...text('forwarded').matchAll(/for=("?)\[?([^\]";,]+)\]?\1/gi)].map((m) => m[2] ?? ''),
  ]
    .map((hop) => hop.trim().replace(/:\d+$/, ''))
    .filter(Boolean);
  return hops.length > 0 ? hops : null;
}

/** The host name the browser addressed, without its port. */
function addressedHost(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  return (bracketed ? bracketed[1]! : host.replace(/:\d+$/, '')).toLowerCase();
}

/**
 * Whether a request comes from this machine, and was addressed to it by a name that only this
 * machine answers to:
 * - the socket's peer is loopback, and so is every address a proxy's headers name (a local
 *   reverse proxy forwarding the internet arrives from 127.0.0.1, but says whom it forwards);
 * - the Host is a loopback name or the deployment's own (`publicHost`), so a web page that
 *   rebinds its own domain to 127.0.0.1 (DNS rebinding) cannot read a helper through the
 *   developer's browser.
 */
export function isLocalRequest(request: FastifyRequest, publicHost?: string): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  const hops = forwardedAddresses(request);
  if (hops === null || !hops.every((hop) => isLoopbackAddress(hop))) return false;
  const host = addressedHost(request);
  return isLoopbackHost(host) || host.endsWith('.localhost') || host === publicHost;
}

/**
 * Makes every route of an (encapsulated) plugin answer only clients on this machine (see
 * `isLocalRequest`): to anyone else they do not exist (404). For the development helpers
 * (product rules R6.15; decision 95), whose outbox holds other people's codes and reset links.
 */
export function answerLoopbackOnly(app: FastifyInstance, publicUrl?: string) {
  const publicHost = publicUrl ? new URL(publicUrl).hostname.toLowerCase() : undefined;
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request, publicHost)) throw notFound('Page');
  });
}
