import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitName } from '@shared/abuse/rate-limits';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AttemptTicket, consumeAttempt } from './consume-attempt';

/** A route's limit: the rule, and how to name the account when it is not the login's user. */
export interface RouteLimit {
  rule: RateLimitName;
  /** Defaults to the signed-in user (`user:<id>`); guests then count per address only. */
  account?: (request: FastifyRequest) => string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: RouteLimit;
  }
  interface FastifyRequest {
    limitTicket: AttemptTicket | null;
  }
}

/** The account an email names, before anyone is signed in (sign-in, codes, reset mails). */
export function accountByEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : null;
}

const loginAccount = (request: FastifyRequest) => {
  const userId = request.login?.data.userId;
  return userId ? `user:${userId}` : null;
};

/**
 * Database-backed rate limits for the routes that declare `config.limit`: counted after the
 * body is validated (a malformed request guesses nothing) and given back when the route
 * succeeds and its rule counts only failures. A refusal answers 429 with Retry-After.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; addressScale: number }) => {
    app.decorateRequest('limitTicket', null);

    app.addHook('preHandler', async (request, reply) => {
      const limit = request.routeOptions.config.limit;
      if (!limit) return;
      try {
        request.limitTicket = await consumeAttempt(options.db, {
          rule: limit.rule,
          subjects: {
            account: (limit.account ?? loginAccount)(request),
            address: request.ip,
          },
          addressScale: options.addressScale,
        });
      } catch (error) {
        const wait = error instanceof AppError ? error.details.retryAfterSeconds : undefined;
        if (typeof wait === 'number') reply.header('retry-after', String(wait));
        throw error;
      }
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.limitTicket && reply.statusCode < 400) {
        const ticket = request.limitTicket;
        request.limitTicket = null;
        await ticket.refund();
      }
    });
  },
  { name: 'cadence-rate-limits', dependencies: ['cadence-login'] },
);
