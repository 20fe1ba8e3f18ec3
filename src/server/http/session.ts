import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import {
  createSession,
  deleteSession,
  findSession,
  type SessionData,
  updateSession,
} from '../modules/auth';

export const SESSION_COOKIE = 'cadence_sid';
/** Rolling sessions: extend the expiry at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface RequestSession {
  /** The token in the browser's HttpOnly cookie. Only its hash is stored. */
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
    /** Replaces the session with a new id (at sign-in, against fixation) holding `data`. */
    regenerateSession(data: SessionData): Promise<RequestSession>;
    destroySession(): Promise<void>;
  }
}

export const hashSessionToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/api/');

function readToken(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  // Tokens are 32 random bytes in base64url; anything else cannot be ours.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * Database sessions on the spec's `sessions` table, shared by every web process.
 * The session travels only in an HttpOnly SameSite=Lax cookie: the specs' x-session-id
 * header and stored token would let a script planted through user content read it.
 * Guests get no session: one is issued at sign-in, so guest reads never write rows.
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

    // Requests whose session was looked up (or ended): only their answer may clear a cookie that
    // names no session. A request refused before the lookup (another site, a bad path) leaves
    // the cookie alone, so a page elsewhere cannot sign anyone out.
    const lookedUp = new WeakSet<FastifyRequest>();

    app.decorateRequest('session', null);
    app.decorateRequest('regenerateSession', async function (this: FastifyRequest, data) {
      if (this.session) await deleteSession(options.db, hashSessionToken(this.session.token));
      return issue(this, data);
    });
    app.decorateRequest('destroySession', async function (this: FastifyRequest) {
      if (this.session) await deleteSession(options.db, hashSessionToken(this.session.token));
      this.session = null;
      lookedUp.add(this);
    });

    app.addHook('onRequest', async (request) => {
      // Static files and the SPA shell need no session; only the API reads it.
      if (!isApiRequest(request)) return;
      lookedUp.add(request);
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
      // Only API requests read the session: a page or an asset must not clear the cookie.
      if (!isApiRequest(request)) return;
      const session = request.session;
      if (session) {
        reply.setCookie(SESSION_COOKIE, session.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.cookieSecure,
          expires: session.expire,
        });
      } else if (lookedUp.has(request) && request.cookies[SESSION_COOKIE]) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      }
    });
  },
  { name: 'cadence-session', dependencies: ['@fastify/cookie'] },
);
