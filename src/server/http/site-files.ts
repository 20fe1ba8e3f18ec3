import type { FastifyInstance } from 'fastify';
import { PUBLIC_PAGES } from '@shared/site/public-pages';

/** robots.txt: everything public may be crawled but the API; the sitemap says what there is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml (sitemaps.org 0.9): the public pages, at the address people reach them by. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${publicUrl}${page === '/' ? '/' : page}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The files crawlers ask for at the root, as files: never the app's HTML. */
export function registerSiteFiles(app: FastifyInstance, publicUrl: string) {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  const day = 'public, max-age=86400';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', day).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', day).send(sitemap),
  );
}
