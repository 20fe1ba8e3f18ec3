import { createHash } from 'node:crypto';

/**
 * A login's token lives only in the browser's HttpOnly cookie; the `sessions` table keeps its
 * SHA-256 (base64url) as the row's sid, which is also the login's public id.
 */
export const hashLoginToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');
