/** What other modules and start.ts may use of admin; app.ts registers admin-routes.ts. */
export { requireAdmin } from './admin-policy';
export { ensureAdminAccount } from './ensure-admin';
