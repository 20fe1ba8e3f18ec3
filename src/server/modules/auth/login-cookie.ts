import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { LoginCache } from './login-cache';
import {
  createLogin,
  deleteLogin,
  findLoginWithUser,
  type LoginData,
  updateLogin,
} from './login-repository';
import { hashLoginToken } from './login-token';
import type { UserRow } from './user-repository';

/** The login's cookie. Its name is kept: renaming it would sign every browser out. */
export const LOGIN_COOKIE = 'cadence_sid';
/** Rolling logins: extend the expiry at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Logins kept in memory at most (decision 192): about 2 KB each. */
const CACHE_MAX_ENTRIES = 10_000;
/** Requests that only read may be answered with a login read in the last moments. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestLogin {
  /** The token in the browser's HttpOnly cookie. Only its hash is stored. */
  token: string;
  /** The stored hash of the token: the login's public id. */
  sid: string;
  data: LoginData;
  expire: Date;
  /**
   * The user, read with the login in the same query (decision 192); null when it no longer
   * exists. Absent on a login issued during this request: read it by data.userId.
   */
  user?: UserRow | null;
}

export interface LoginOptions {
  db: Database;
  ttlDays: number;
  cookieSecure: boolean;
  /** How long a login read stays in this process's memory (decision 192); 0 keeps none. */
  cacheMs: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    login: RequestLogin | null;
    /** Replaces the login with a new id (at sign-in, against fixation) holding `data`. */
    regenerateLogin(data: LoginData): Promise<RequestLogin>;
    destroyLogin(): Promise<void>;
  }
}

const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/api/');

function readToken(request: FastifyRequest): string | null {
  const token = request.cookies[LOGIN_COOKIE];
  // Tokens are 32 random bytes in base64url; anything else cannot be ours.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * Logins in the database, as rows of the `sessions` table (product rules R3.3), shared by
 * every web process. A login travels only in an HttpOnly SameSite=Lax cookie (decision 98):
 * an x-session-id header and a stored token would let a script planted through user content
 * read it.
 * Guests get no login: one is issued at sign-in, so guest reads never write rows.
 */
export const loginPlugin = fp(
  async (app: FastifyInstance, options: LoginOptions) => {
    const ttlMs = options.ttlDays * 24 * 60 * 60 * 1000;

    const cache = new LoginCache({ ttlMs: options.cacheMs, maxEntries: CACHE_MAX_ENTRIES });
    app.addHook('onClose', async () => cache.close());

    const issue = async (request: FastifyRequest, data: LoginData) => {
      const token = randomBytes(32).toString('base64url');
      const sid = hashLoginToken(token);
      const expire = new Date(Date.now() + ttlMs);
      await createLogin(options.db, { sid, sess: data, expire });
      request.login = { token, sid, data, expire };
      return request.login;
    };

    // Requests whose login was looked up (or ended): only their answer may clear a cookie that
    // names no login. A request refused before the lookup (another site, a bad path) leaves
    // the cookie alone, so a page elsewhere cannot sign anyone out.
    const lookedUp = new WeakSet<FastifyRequest>();

    app.decorateRequest('login', null);
    app.decorateRequest('regenerateLogin', async function (this: FastifyRequest, data) {
      if (this.login) await deleteLogin(options.db, this.login.sid);
      return issue(this, data);
    });
    app.decorateRequest('destroyLogin', async function (this: FastifyRequest) {
      if (this.login) await deleteLogin(options.db, this.login.sid);
      this.login = null;
      lookedUp.add(this);
    });

    app.addHook('onRequest', async (request) => {
      // Static files and the SPA shell need no login; only the API reads it.
      if (!isApiRequest(request)) return;
      lookedUp.add(request);
      const token = readToken(request);
      if (!token) return;
      const sid = hashLoginToken(token);
      // The login and its user in one read: for reads, from memory when this process read it
      // recently; a request that changes state reads the database (decision 192).
      const found = await cache.read(sid, () => findLoginWithUser(options.db, sid), {
        fresh: !READ_ONLY_METHODS.has(request.method),
      });
      if (!found) return;
      request.login = { token, ...found };
      if (found.expire.getTime() - Date.now() < ttlMs - TOUCH_INTERVAL_MS) {
        const expire = new Date(Date.now() + ttlMs);
        await updateLogin(options.db, sid, { expire });
        request.login.expire = expire;
      }
    });

    app.addHook('onSend', async (request, reply) => {
      // Only API requests read the login: a page or an asset must not clear the cookie.
      if (!isApiRequest(request)) return;
      const login = request.login;
      if (login) {
        reply.setCookie(LOGIN_COOKIE, login.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: options.cookieSecure,
          expires: login.expire,
        });
      } else if (lookedUp.has(request) && request.cookies[LOGIN_COOKIE]) {
        reply.clearCookie(LOGIN_COOKIE, { path: '/' });
      }
    });
  },
  { name: 'cadence-login', dependencies: ['@fastify/cookie'] },
);
