import { defineCachedRoute } from '../route';

/**
 * GET /api/auth/me without its schema. Every first page load calls it, so the code that does
 * must not bring zod and the whole table with it (decision 176); the table's entry
 * (`routes.currentUser`, auth.ts) is this one with its response schema.
 */
export const CURRENT_USER_ROUTE = defineCachedRoute({
  method: 'GET',
  path: '/api/auth/me',
  codes: [],
});
