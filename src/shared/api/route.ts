import type { z } from 'zod';
import type { ErrorCode } from '../errors';

/*
 * One route of the API contract (contract.ts): what the server registers and the client calls.
 * The fields follow Fastify's route schema (`params`, `body`, `consumes`; `query` is its
 * `querystring`), so that the server can register a route from its entry, and its error
 * responses from `codes` (errorResponses, besides the codes every route may answer).
 */

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute<Method extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: Method;
  /** With `:name` placeholders, as Fastify spells them. */
  readonly path: Path;
  /** The path parameters, one per placeholder. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /** The body types the route reads, when not only JSON (a form, raw bytes). */
  readonly consumes?: readonly string[];
  /** The status of success, 200 unless named. */
  readonly status?: 201 | 204;
  /** The body of success, where src/shared describes it. */
  readonly response?: z.ZodType;
  /** The body of 202 Accepted: the work goes on as a job to follow. */
  readonly accepted?: z.ZodType;
  /** The body of 503 when the route answers one of its own rather than an error (the health). */
  readonly unavailable?: z.ZodType;
  /** The error codes this route declares, besides those any route may answer. */
  readonly codes: readonly ErrorCode[];
}

/** The names of a path's placeholders: 'id' | 'index' for '/api/recordings/:id/fillers/:index/…'. */
export type PathParamName<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamName<Rest>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type PathParams<Path extends string> = {
  readonly [Name in PathParamName<Path>]: string | number;
};

/** The params a path needs: none, or one value per placeholder. */
export type ParamsArgs<Path extends string> = [PathParamName<Path>] extends [never]
  ? []
  : [params: PathParams<Path>];

type KeySegment<Segment extends string> = Segment extends `:${string}` ? string : Segment;
type KeySegments<Rest extends string> = Rest extends `${infer Head}/${infer Tail}`
  ? [KeySegment<Head>, ...KeySegments<Tail>]
  : [KeySegment<Rest>];

/**
 * A route's cache key (product rules R7.4: keys are the API paths): its path up to the first
 * placeholder, then each later segment, so ['/api/goals', id, 'progress'] for
 * '/api/goals/:id/progress'. Joined with '/', a key is the path it reads, and every key of a
 * route begins with the same path, which invalidation matches on (keyUnder on the client).
 */
export type QueryKeyOf<Path extends string> = Path extends `${infer Prefix}/:${infer Rest}`
  ? readonly [Prefix, ...KeySegments<`:${Rest}`>]
  : readonly [Path];

/** A GET route the client caches, under the key `queryKey` builds from its params. */
export type CachedRoute<Route extends ApiRoute<'GET'> = ApiRoute<'GET'>> = Route & {
  readonly queryKey: (...params: ParamsArgs<Route['path']>) => QueryKeyOf<Route['path']>;
};

type ParamValues = Readonly<Record<string, string | number>>;

function paramOf(params: ParamValues | undefined, name: string, path: string): string {
  const value = params?.[name];
  if (value === undefined) throw new Error(`${path} needs the parameter "${name}"`);
  return String(value);
}

/** The path with each placeholder replaced by its value, encoded for a URL. */
export function fillPath(path: string, params?: ParamValues): string {
  return path.replace(/:(\w+)/g, (_placeholder, name: string) =>
    encodeURIComponent(paramOf(params, name, path)),
  );
}

/** Where to send a call to `route`: `apiPath(routes.getRecording, { id })`. */
export function apiPath<Path extends string>(
  route: { readonly path: Path },
  ...params: ParamsArgs<Path>
): string {
  return fillPath(route.path, params[0]);
}

/** The part of a route's path every one of its keys begins with (QueryKeyOf). */
export function queryKeyPath(route: { readonly path: string }): string {
  const placeholder = route.path.indexOf('/:');
  return placeholder < 0 ? route.path : route.path.slice(0, placeholder);
}

function queryKeyOf(path: string, params?: ParamValues): readonly string[] {
  const head = queryKeyPath({ path });
  if (head === path) return [path];
  const rest = path.slice(head.length + 1).split('/');
  return [
    head,
    ...rest.map((segment) =>
      segment.startsWith(':') ? paramOf(params, segment.slice(1), path) : segment,
    ),
  ];
}

export function defineRoute<const Route extends ApiRoute>(route: Route): Route {
  return route;
}

/** A GET route the client caches: its entry carries `queryKey`. */
export function defineCachedRoute<const Route extends ApiRoute<'GET'>>(
  route: Route,
): CachedRoute<Route> {
  return {
    ...route,
    queryKey: (...params: ParamsArgs<Route['path']>) =>
      queryKeyOf(route.path, params[0]) as QueryKeyOf<Route['path']>,
  };
}

export function isCachedRoute(route: ApiRoute): route is CachedRoute {
  return 'queryKey' in route && typeof route.queryKey === 'function';
}
