import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_HEADER } from '@shared/product';
import type { Database } from '../db/client';
import {
  createSession,
  deleteSession,
  findSession,
  updateSession,
  type SessionData,
} from '../modules/auth/session-repository';

export const SESSION_COOKIE = 'cadence_sid';
/** Rolling sessions: extend the expiry at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface RequestSession {
  /** The token the browser holds (cookie or x-session-id). Only its hash is stored. */
  token: string;
  data: SessionData;
  expire: Date;
}

export interface SessionOptions {
  db: Database;
  ttlDays: number;
  cookieSecure: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
    /** Returns the request's session, creating a guest session when there is none. */
    ensureSession(): Promise<RequestSession>;
    /** Replaces the session with a new id (at sign-in, against fixation) holding `data`. */
    regenerateSession(data: SessionData): Promise<RequestSession>;
    destroySession(): Promise<void>;
  }
}

export const hashSessionToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

function readToken(request: FastifyRequest): string | null {
  const header = request.headers[SESSION_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const token = fromHeader?.trim() || request.cookies[SESSION_COOKIE];
  // Tokens are 32 random bytes in base64url; anything else cannot be ours.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * Database sessions on the spec's `sessions` table, shared by every web process.
 * The session travels in an httpOnly SameSite=Lax cookie and in the x-session-id header,
 * which the client stores and sends back (accounts spec, section 7).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionOptions) => {
    const ttlMs = options.ttlDays * 24 * 60 * 60 * 1000;

    const issue = async (request: FastifyRequest, data: SessionData) => {
      const token = randomBytes(32).toString('base64url');
      const expire = new Date(Date.now() + ttlMs);
      await createSession(options.db, { sid: hashSessionToken(token), sess: data, expire });
      request.session = { token, data, expire };
      return request.session;
    };

    app.decorateRequest('session', null);
    app.decorateRequest('ensureSession', async function (this: FastifyRequest) {
      return this.session ?? issue(this, {});
    });
    app.decorateRequest('regenerateSession', async function (this: FastifyRequest, data) {
      if (this.session) await deleteSession(options.db, hashSessionToken(this.session.token));
      return issue(this, data);
    });
    app.decorateRequest('destroySession', async function (this: FastifyRequest) {
      if (this.session) await deleteSession(options.db, hashSessionToken(this.session.token));
      this.session = null;
    });

    app.addHook('onRequest', async (request) => {
      // Static files and the SPA shell need no session; only the API reads it.
      if (!request.url.startsWith('/api/')) return;
      const token = readToken(request);
      if (!token) return;
      const row = await findSession(options.db, hashSessionToken(token));
      if (!row) return;
      request.session = { token, data: row.sess as SessionData, expire: row.expire };
      if (row.expire.getTime() - Date.now() < ttlMs - TOUCH_INTERVAL_MS) {
        const expire = new Date(Date.now() + ttlMs);
        await updateSession(options.db, row.sid, { expire });
        request.session.expire = expire;
      }
    });

    app.addHook('onSend', async (request, reply) => {
      const session = request.session;
      if (session) {
        reply.header(SESSION_HEADER, session.token);
        reply.setCookie(SESSION_COOKIE, session.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.cookieSecure,
          expires: session.expire,
        });
      } else if (request.cookies[SESSION_COOKIE]) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      }
    });
  },
  { name: 'cadence-session', dependencies: ['@fastify/cookie'] },
);
