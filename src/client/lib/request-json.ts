import type { z } from 'zod';
import type { ApiRoute } from '@shared/api/route';
import { apiRequest, type RouteCallArgs } from './api';

type RouteWithResponse = ApiRoute & { readonly response: z.ZodType };

/**
 * Sends a call through the request module and checks the answer against the route's
 * response schema in the API contract, so screens only ever see the documented shape.
 */
export async function requestJson<Route extends RouteWithResponse>(
  route: Route,
  ...args: RouteCallArgs<Route>
): Promise<z.output<Route['response']>> {
  const response = await apiRequest(route, ...args);
  const data: unknown = await response.json();
  return route.response.parse(data) as z.output<Route['response']>;
}
