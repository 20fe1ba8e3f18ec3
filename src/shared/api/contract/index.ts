import { AUTH_ROUTES } from './auth';
import { BILLING_ROUTES } from './billing';
import { CAPTURE_ROUTES } from './capture';
import { COACH_ROUTES } from './coach';
import { PROGRESS_ROUTES } from './progress';
import { RECORDING_ROUTES } from './recordings';
import { SYSTEM_ROUTES } from './system';
import type { ApiRoute } from '../route';

/*
 * The HTTP API in one table: each route's method, path, schemas, error codes and, for a GET
 * the client caches, its query key (product rules R7.4). The client calls the server only
 * through these entries (src/client/lib/api.ts), so a path or schema is written once.
 */

/** The table by area, as contract/ splits it. */
export const ROUTE_AREAS = {
  auth: AUTH_ROUTES,
  capture: CAPTURE_ROUTES,
  recordings: RECORDING_ROUTES,
  progress: PROGRESS_ROUTES,
  coach: COACH_ROUTES,
  billing: BILLING_ROUTES,
  system: SYSTEM_ROUTES,
};

/** Every route by name: `apiPath(routes.getRecording, { id })`. */
export const routes = {
  ...AUTH_ROUTES,
  ...CAPTURE_ROUTES,
  ...RECORDING_ROUTES,
  ...PROGRESS_ROUTES,
  ...COACH_ROUTES,
  ...BILLING_ROUTES,
  ...SYSTEM_ROUTES,
};

export type RouteName = keyof typeof routes;

export const ROUTE_LIST: readonly ApiRoute[] = Object.values(routes);
