import type { FastifySchema } from 'fastify';
import { errorResponseSchema } from '@shared/api/health';
import { ERROR_CATALOGUE, ERROR_STATUS, type ErrorCode } from '@shared/errors';

/*
 * Which error codes a route can answer. Every route may answer the common codes below; a
 * route declares the others in its schema with `...errorResponses('NOT_FOUND', ...)`, which
 * @fastify/swagger puts in the OpenAPI document: one response per status, whose description
 * lists the codes with their meanings from the catalogue (@shared/errors).
 *
 * Outside production the app checks every error it answers against this
 * (undeclared-errors.ts), and the API tests fail on a code a route did not declare.
 */

/**
 * Whatever the route: a crash (INTERNAL), the server shutting down (503), a URL or query that
 * does not decode or broken HTTP framing (BAD_REQUEST), and the router's and Node's refusals.
 */
const ANY_ROUTE: readonly ErrorCode[] = [
  'INTERNAL',
  // A signed-in user who must replace a temporary password first (auth-guard.ts).
  'PASSWORD_CHANGE_REQUIRED',
  'SERVICE_UNAVAILABLE',
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
];
/** POST, PUT, PATCH, DELETE: the cross-site check, and the body parsers' refusals. */
const UNSAFE_METHOD: readonly ErrorCode[] = [
  'CROSS_SITE_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];
/** A route with a schema for its body, path, query or headers. */
const TAKES_INPUT: readonly ErrorCode[] = ['VALIDATION_FAILED'];
/** A route with a rate limit (`config.limit`, http/rate-limits.ts). */
const RATE_LIMITED_ROUTE: readonly ErrorCode[] = ['RATE_LIMITED'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The common codes, as the OpenAPI document's description states them. */
export const COMMON_ERROR_CODES_TEXT = [
  'Besides the codes listed for each route, any route may answer',
  `${ANY_ROUTE.join(', ')};`,
  `POST, PUT, PATCH and DELETE routes also ${UNSAFE_METHOD.join(', ')};`,
  `routes taking a body, path parameters, a query or headers ${TAKES_INPUT.join(', ')};`,
  `and rate-limited routes ${RATE_LIMITED_ROUTE.join(', ')}.`,
].join(' ');

export interface RouteFacts {
  method: string;
  schema?: FastifySchema | undefined;
  config?: { limit?: unknown } | undefined;
}

/** The common codes a route may answer, from its method, schema and rate limit. */
export function commonErrorCodes(route: RouteFacts): Set<ErrorCode> {
  const codes = new Set(ANY_ROUTE);
  if (!SAFE_METHODS.has(route.method.toUpperCase())) UNSAFE_METHOD.forEach((c) => codes.add(c));
  const schema = route.schema;
  if (schema && (schema.body || schema.params || schema.querystring || schema.headers)) {
    TAKES_INPUT.forEach((c) => codes.add(c));
  }
  if (route.config?.limit) RATE_LIMITED_ROUTE.forEach((c) => codes.add(c));
  return codes;
}

/** Every error reply, as the shared schema of error bodies describes it. */
const errorBodySchema = errorResponseSchema;
type ErrorBodySchema = typeof errorBodySchema;

/** The codes each schema made by errorResponses stands for. */
const declaredBySchema = new WeakMap<object, readonly ErrorCode[]>();

type StatusOf<C extends ErrorCode> = (typeof ERROR_STATUS)[C];

/**
 * The response entries for the error codes a route can answer besides the common ones:
 * spread them into the route's `schema.response`, once per route with all its codes (two
 * spreads with a status in common would replace each other's codes). Error bodies pass
 * through these schemas unchanged (details such as `expected` or `maxMinutes` included).
 */
export function errorResponses<const C extends ErrorCode>(
  ...codes: C[]
): Record<StatusOf<C>, ErrorBodySchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, ErrorBodySchema> = {};
  for (const [status, statusCodes] of byStatus) {
    const lines = statusCodes.map((code) => `- \`${code}\`: ${ERROR_CATALOGUE[code].meaning}`);
    const schema = errorBodySchema.meta({
      description: `\`{ message, code, ... }\` with one of these codes:\n\n${lines.join('\n')}`,
      'x-error-codes': statusCodes,
    });
    declaredBySchema.set(schema, statusCodes);
    responses[status] = schema;
  }
  return responses as Record<StatusOf<C>, ErrorBodySchema>;
}

/** The codes a route declared with errorResponses, read back from its response schemas. */
export function declaredErrorCodes(schema: FastifySchema | undefined): Set<ErrorCode> {
  const declared = new Set<ErrorCode>();
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  for (const entry of Object.values(response)) {
    if (typeof entry !== 'object' || entry === null) continue;
    declaredBySchema.get(entry)?.forEach((code) => declared.add(code));
  }
  return declared;
}
