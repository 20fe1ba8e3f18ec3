import type { ApiRoute } from '@shared/api/route';
import { z } from 'zod';
import { errorResponses } from './error-responses';

/** What only the server says of a route: where and how the OpenAPI document shows it. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  /** Left out of the document (a protocol's own routes, the payment provider's webhook). */
  hide?: boolean;
  /** How a caller signs in, as the document's security schemes name it. */
  security?: Record<string, string[]>[];
}

type SuccessStatus<Route extends ApiRoute> = Route extends { status: infer Status extends number }
  ? Status
  : 200;

/** The success body's schema: the contract's, or nothing for 204 and bodies it leaves out. */
type SuccessBody<Route extends ApiRoute> = Route extends { response: infer Body }
  ? Body
  : SuccessStatus<Route> extends 204
    ? z.ZodNull
    : z.ZodUnknown;

type Field<Route, Key extends string, As extends string> = Route extends {
  [K in Key]: infer Value;
}
  ? { [K in As]: Value }
  : unknown;

/** A contract entry as Fastify's route schema, for `fastify-type-provider-zod` to type. */
export type ContractSchema<Route extends ApiRoute, Extra> = RouteDocs &
  Field<Route, 'params', 'params'> &
  Field<Route, 'query', 'querystring'> &
  Field<Route, 'body', 'body'> &
  Field<Route, 'consumes', 'consumes'> & {
    response: { [S in SuccessStatus<Route>]: SuccessBody<Route> } & (Route extends {
      accepted: infer Accepted;
    }
      ? { 202: Accepted }
      : unknown) &
      (Route extends { unavailable: infer Unavailable } ? { 503: Unavailable } : unknown) &
      Extra &
      ReturnType<typeof errorResponses>;
  };

/**
 * The Fastify route schema of `route`, the entry of the API contract (src/shared/api) that the
 * client calls through: its params, query, body and success bodies, and a response for each
 * error code it declares. The server registers every route from its entry, so the OpenAPI
 * document, the validation and the client read one table. `response` adds what only the
 * server describes (a stream of bytes, a protocol's answers with no body).
 */
export function contractSchema<const Route extends ApiRoute, const Extra extends object = object>(
  route: Route,
  docs: RouteDocs,
  response?: Extra,
): ContractSchema<Route, Extra> {
  const success =
    route.response ?? (route.status === 204 ? z.null() : response ? undefined : z.unknown());
  return {
    ...docs,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.consumes ? { consumes: [...route.consumes] } : {}),
    response: {
      ...(success ? { [route.status ?? 200]: success } : {}),
      ...(route.accepted ? { 202: route.accepted } : {}),
      ...(route.unavailable ? { 503: route.unavailable } : {}),
      ...response,
      ...errorResponses(...route.codes),
    },
  } as unknown as ContractSchema<Route, Extra>;
}
