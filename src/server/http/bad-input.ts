import http from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { REQUEST_MESSAGES } from '@shared/api/request-messages';
import { refuseUnsafeText } from '@shared/api/request-text';
import { ERROR_STATUS, type ErrorCode } from '@shared/errors';
import { AppError } from '../lib/app-error';

/*
 * Malformed requests end in a 4xx `{ message, code }` like every other refusal, whichever
 * layer notices them: Node's HTTP parser, Fastify's router and body parsers, or the schemas.
 */

/** Every route's body, params, query and headers refuse NUL and unpaired surrogates first. */
export const requestValidatorCompiler: typeof validatorCompiler = ({ schema, ...route }) =>
  validatorCompiler({ ...route, schema: refuseUnsafeText(schema) });

/** A query string that does not percent-decode is refused, not passed on half-decoded. */
function assertQueryDecodes(url: string) {
  const start = url.indexOf('?');
  if (start === -1) return;
  for (const piece of url.slice(start + 1).split(/[&=]/)) {
    try {
      decodeURIComponent(piece.replaceAll('+', ' '));
    } catch {
      throw new AppError('BAD_REQUEST', REQUEST_MESSAGES.badUrl);
    }
  }
}

export function registerQueryCheck(app: FastifyInstance) {
  // After every onRequest hook (cookies, logins), so the refusal is answered like any other.
  app.addHook('preValidation', async (request) => assertQueryDecodes(request.url));
}

/** The router's own refusals (a path that does not decode, a parameter over its length). */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const code: ErrorCode = tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST';
  const message = tooLong ? REQUEST_MESSAGES.uriTooLong : REQUEST_MESSAGES.badUrl;
  return reply.status(ERROR_STATUS[code]).send({ message, code });
};

/** Fastify's errors for a request's framing, by their Fastify code. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: REQUEST_MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: REQUEST_MESSAGES.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: REQUEST_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: REQUEST_MESSAGES.badHttp },
};

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);

/**
 * A 4xx raised by Fastify or a plugin (not by our code) as `{ message, code }` with a code
 * from the shared list, so clients never see Fastify's internal codes.
 */
export function clientErrorBody(error: FastifyError, request: FastifyRequest, status: number) {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      code: 'UNSUPPORTED_MEDIA_TYPE' as const,
      message: REQUEST_MESSAGES.unsupportedType(request.headers['content-type'] ?? ''),
    };
  }
  const code = isErrorCode(error.code) ? error.code : (CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
  return { code, message: error.message || http.STATUS_CODES[status] || 'Bad request' };
}

const PARSER_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: REQUEST_MESSAGES.headersTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: REQUEST_MESSAGES.timeout,
  },
};

/**
 * Node's HTTP parser refuses some requests (headers too large, bytes not allowed in a header,
 * broken framing) before Fastify sees them; this writes the answer on the socket itself,
 * in the same `{ message, code }` shape, and closes it as Node would.
 */
export function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = PARSER_ERRORS[error.code ?? ''] ?? {
    status: 400,
    code: 'BAD_REQUEST',
    message: REQUEST_MESSAGES.badHttp,
  };
  this.log.debug({ err: error }, 'malformed request refused by the HTTP parser');
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Node answers a request without Host (HTTP/1.1) and one whose Expect it cannot meet with an
 * empty body. The server is made with `requireHostHeader: false` so the first reaches Fastify,
 * refused here as BAD_REQUEST; the second is answered from Node's `checkExpectation` event.
 * Both in the `{ message, code }` shape of every other refusal.
 */
export function answerHttpRefusals(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return reply
        .code(400)
        .header('connection', 'close')
        .send({ message: REQUEST_MESSAGES.missingHost, code: 'BAD_REQUEST' });
    }
    return undefined;
  });
  app.server.on(
    'checkExpectation',
    (_request: http.IncomingMessage, response: http.ServerResponse) => {
      const body = JSON.stringify({
        message: REQUEST_MESSAGES.expectationFailed,
        code: 'EXPECTATION_FAILED',
      });
      response.writeHead(417, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      });
      response.end(body);
    },
  );
}
