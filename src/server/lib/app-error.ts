import { ERROR_STATUS, type ErrorCode } from '@shared/errors';

/**
 * The one error type use cases throw. The error handler turns it into
 * `{ message, code, ...details }` with the status that belongs to the code.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Authentication required');
export const forbidden = (message = 'You do not have access to this') =>
  new AppError('FORBIDDEN', message);
