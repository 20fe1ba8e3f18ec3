import type { FastifyInstance } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '@shared/errors';
import { commonErrorCodes, declaredErrorCodes } from './error-responses';

/** An error a route answered that its declaration (error-responses.ts) does not cover. */
export interface UndeclaredError {
  /** `METHOD /route/:pattern`. */
  route: string;
  /** The path asked for. */
  url: string;
  status: number;
  code: string;
  problem: string;
}

const KEPT = 100;
const found = new WeakMap<FastifyInstance, UndeclaredError[]>();

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);

function codeOf(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * Checks every error the app answers from a route: its code must be in the catalogue, with
 * the catalogue's status, and declared by the route or common to routes like it. A miss is
 * logged and kept for `takeUndeclaredErrors` (the test server fails the test with it).
 * Answers outside any route (an unknown path, Node's parser) are not checked.
 */
export function checkDeclaredErrors(app: FastifyInstance) {
  const kept: UndeclaredError[] = [];
  found.set(app, kept);
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions;
    if (reply.statusCode < 400 || request.is404 || !route.url) return payload;
    const code = codeOf(payload);
    if (code === null) return payload;
    let problem: string | null = null;
    if (!isErrorCode(code)) {
      problem = 'is not in the catalogue (@shared/errors)';
    } else if (ERROR_STATUS[code] !== reply.statusCode) {
      problem = `was answered with status ${reply.statusCode}, but the catalogue says ${ERROR_STATUS[code]}`;
    } else {
      const facts = { method: request.method, schema: route.schema, config: route.config };
      if (!commonErrorCodes(facts).has(code) && !declaredErrorCodes(route.schema).has(code)) {
        problem = 'is not declared by the route (errorResponses in its schema)';
      }
    }
    if (problem) {
      const miss = {
        route: `${request.method} ${route.url}`,
        url: request.url,
        status: reply.statusCode,
        code,
        problem,
      };
      request.log.warn(miss, 'undeclared error code');
      if (kept.length < KEPT) kept.push(miss);
    }
    return payload;
  });
}

/** The misses found since the last call, and forgets them. */
export function takeUndeclaredErrors(app: FastifyInstance): UndeclaredError[] {
  return found.get(app)?.splice(0) ?? [];
}

export const describeUndeclaredErrors = (misses: UndeclaredError[]) =>
  misses
    .map((miss) => `${miss.route} (${miss.url}) answered ${miss.code}, which ${miss.problem}`)
    .join('\n');
