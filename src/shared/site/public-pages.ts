/**
 * The public marketing pages (practice-and-progress spec, public site): what anyone can read
 * without an account, and what the sitemap lists for search engines. The app's routes render
 * each of them (route-table tests).
 */
export const PUBLIC_PAGES = [
  '/',
  '/features',
  '/how-it-works',
  '/pricing',
  '/about',
  '/contact',
  '/support',
  '/privacy',
  '/terms',
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];
