import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { users } from '../db/schema';
import { startTestServer, type TestServer } from '../test/test-server';
import { PUBLIC_PAGES } from '@shared/site/public-pages';
import { errorResponses } from './error-responses';
import { COMPRESSIBLE_TYPES } from './static-client';

let server: TestServer;
/** A built script well over the 1 KB worth compressing. */
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join(
  '\n',
);
const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-client-'));
/** A page as the build writes it: an entry script and the chunks it preloads, over 1 KB. */
const INDEX_HTML = [
  '<!doctype html><html lang="en"><head>',
  `<meta name="description" content="${'A speaking coach. '.repeat(60)}" />`,
  '<script type="module" crossorigin src="/assets/app-1234.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/big-5678.js">',
  '<link rel="stylesheet" crossorigin href="/assets/app-1234.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDist, 'assets'));
  fs.writeFileSync(path.join(clientDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(clientDist, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDist, 'assets', 'big-5678.js'), BIG_SCRIPT);
  // As the build leaves it (scripts/precompress.ts): a .br and a .gz beside the file.
  const big = path.join(clientDist, 'assets', 'big-5678.js');
  fs.writeFileSync(`${big}.br`, zlib.brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(`${big}.gz`, zlib.gzipSync(BIG_SCRIPT));
  server = await startTestServer({
    clientDist,
    extend(app) {
      // Routes that exercise the shared error handling the real modules rely on.
      app.post(
        '/api/test/validate',
        {
          schema: {
            body: z.object({
              name: z.string().min(2, 'Name must be at least 2 characters'),
              email: z.email('Please enter a valid email address'),
            }),
          },
        },
        async () => ({ ok: true }),
      );
      // Its details pass through the declared error schema.
      app.get(
        '/api/test/app-error',
        { schema: { response: errorResponses('RECORDING_TOO_LONG') } },
        async () => {
          throw new AppError('RECORDING_TOO_LONG', 'Too long', {
            maxMinutes: 800,
            estimatedMinutes: 900,
          });
        },
      );
      app.get('/api/test/crash', async () => {
        throw new Error('connection to db-password-hunter2 lost');
      });
      app.post(
        '/api/test/duplicate',
        { schema: { response: errorResponses('CONFLICT') } },
        async () => {
          await server.db.insert(users).values({ name: 'A', email: 'same@example.com' });
          await server.db.insert(users).values({ name: 'B', email: 'same@example.com' });
          return { ok: true };
        },
      );
    },
  });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

describe('error handling', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await server.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'No API route matches GET /api/does-not-exist',
      code: 'NOT_FOUND',
    });
  });

  it('turns schema failures into a 400 carrying the schema messages per field', async () => {
    const response = await server.request('/api/test/validate', {
      method: 'POST',
      json: { name: 'A', email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Name must be at least 2 characters');
    expect(body.fields).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
    });
  });

  it('rejects malformed JSON with a 400 and no stack trace', async () => {
    const response = await server.request('/api/test/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.message).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js/);
  });

  it('maps an AppError to its status, code and details', async () => {
    const response = await server.request('/api/test/app-error');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'Too long',
      code: 'RECORDING_TOO_LONG',
      maxMinutes: 800,
      estimatedMinutes: 900,
    });
  });

  it('maps a unique violation to 409', async () => {
    const response = await server.request('/api/test/duplicate', { method: 'POST' });
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('CONFLICT');
  });

  it('hides the internals of unexpected errors behind a 500', async () => {
    const response = await server.request('/api/test/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text).code).toBe('INTERNAL');
  });
});

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const response = await server.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
    // Apart from other sites' windows, but not from its own checkout popup (decision 182).
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  /** The policy's directives by name, each with its sources. */
  const directives = (policy: string | null) =>
    new Map(
      (policy ?? '').split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  it('lets only the scripts the page names run: a nonce, strict-dynamic, nothing inline', async () => {
    const response = await server.request('/');
    const policy = directives(response.headers.get('content-security-policy'));
    const scripts = policy.get('script-src') ?? [];
    const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // The entry and each chunk it preloads carry the nonce; the stylesheet needs none.
    const page = await response.text();
    expect(page).toContain(`<script nonce="${nonce}" type="module" crossorigin src=`);
    expect(page).toContain(`<link rel="modulepreload" nonce="${nonce}" crossorigin href=`);
    expect(page).toContain('<link rel="stylesheet" crossorigin href=');
  });

  it('gives each page load a nonce of its own, also at /index.html and compressed', async () => {
    const nonces = new Set<string>();
    for (const page of ['/', '/', '/dashboard', '/index.html']) {
      const response = await server.request(page, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      const policy = directives(response.headers.get('content-security-policy'));
      const nonce = policy.get('script-src')?.[0]?.slice(7, -1) ?? '';
      expect(await response.text()).toContain(`<script nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });
});

describe('client hosting', () => {
  it('serves the SPA shell for any page path, so the client router can show its 404', async () => {
    for (const page of ['/', '/dashboard', '/recordings/abc', '/no/such/page']) {
      const response = await server.request(page);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.request('/assets/app-1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression and the files crawlers read', () => {
  const get = (page: string, encoding: string) =>
    server.request(page, { headers: { 'accept-encoding': encoding } });

  it('sends a built asset compressed at build time, as the browser asks', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/assets/big-5678.js', encoding);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(BIG_SCRIPT);
    }
    const plain = await get('/assets/big-5678.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });

  it('compresses JSON over 1 KB, and leaves small answers and media types alone', async () => {
    const large = await get('/api/docs/json', 'gzip, br');
    expect(large.headers.get('content-encoding')).toBe('br');
    expect((await large.json()).openapi).toMatch(/^3\./);
    const small = await get('/api/health', 'gzip, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(COMPRESSIBLE_TYPES.test('application/json; charset=utf-8')).toBe(true);
    for (const media of ['audio/wav', 'video/webm', 'audio/mpeg', 'image/png']) {
      expect(COMPRESSIBLE_TYPES.test(media)).toBe(false);
    }
  });

  it('answers /robots.txt and /sitemap.xml as files, never the app', async () => {
    const robots = await server.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    expect(text).not.toContain('<');

    const sitemap = await server.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(locs).toEqual([...PUBLIC_PAGES]);
  });
});

describe('OpenAPI', () => {
  it('describes the routes at /api/docs/json and serves the docs page at /api/docs', async () => {
    const spec = await (await server.request('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/queue', '/api/auth/me']),
    );
    const page = await server.request('/api/docs/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it("lists each route's error codes by status, and the codes common to every route", async () => {
    const spec = await (await server.request('/api/docs/json')).json();
    const responses = (method: string, path: string) =>
      spec.paths[path][method].responses as Record<string, { description: string }>;
    // Sign-up tells nobody who has an account (decision 167): no 409 to list.
    const signup = responses('post', '/api/auth/signup');
    expect(signup['409']).toBeUndefined();
    expect(signup['503']?.description).toContain('`SERVICE_UNAVAILABLE`');
    const uploads = responses('post', '/api/uploads');
    expect(uploads['413']?.description).toContain('`UPLOAD_QUOTA_EXCEEDED`');
    const piece = responses('put', '/api/live-sessions/{id}/pieces/{seq}');
    expect(piece['409']?.description).toContain('`PIECE_OUT_OF_ORDER`: Live sessions:');
    expect(piece['409']?.description).toContain('`PIECE_ALREADY_RECEIVED`');
    expect(piece['413']?.description).toContain('`PIECE_TOO_LARGE`');
    expect(piece['401']?.description).toContain('`UNAUTHENTICATED`');
    expect(spec.info.description).toContain('any route may answer INTERNAL');
    expect(spec.info.description).toContain('PASSWORD_CHANGE_REQUIRED');
  });
});
