/*
 * The `redirect` query parameter overrides where a person lands after signing
 * in or up (product rules R2.4). Only a path on this site is followed, never
 * another origin, so a crafted link cannot send someone elsewhere.
 */

export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** The safe `redirect` of a query string (with or without its leading '?'). */
export function redirectFromSearch(search: string): string | null {
  return safeRedirectPath(new URLSearchParams(search).get('redirect'));
}
