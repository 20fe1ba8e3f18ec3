import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorResponse } from '@shared/api/health';
import { AppError } from '../lib/app-error';
import { clientErrorBody } from './bad-input';

const UNIQUE_VIOLATION = '23505';

function pgErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = candidate.cause?.code ?? candidate.code;
  return typeof code === 'string' ? code : undefined;
}

function fieldMessages(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * The one place errors become responses: `{ message, code?, ... }` with the right status.
 * Validation errors carry the shared schema's own messages (product rules R5.1); anything
 * unexpected becomes a 500 without internals, and is logged.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorResponse & Record<string, unknown> = {
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    };

    if (error instanceof AppError) {
      status = error.statusCode;
      body = { ...error.details, message: error.message, code: error.code };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.instancePath || '').split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      status = 400;
      body = {
        message: issues[0]?.message ?? 'Invalid request',
        code: 'VALIDATION_FAILED',
        fields: fieldMessages(issues),
      };
    } else if (error instanceof ZodError) {
      status = 400;
      body = {
        message: error.issues[0]?.message ?? 'Invalid request',
        code: 'VALIDATION_FAILED',
        fields: fieldMessages(error.issues),
      };
    } else if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      status = 409;
      body = { message: 'That already exists.', code: 'CONFLICT' };
    } else if (isResponseSerializationError(error)) {
      status = 500;
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's and plugins' client errors: bad JSON, body too large, unsupported type.
      status = error.statusCode;
      body = clientErrorBody(error, request, status);
    }

    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    return reply.status(status).send(body);
  });
}
