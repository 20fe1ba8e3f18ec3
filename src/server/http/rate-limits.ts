import type { AppConfig } from '../config';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Per-route limit for the auth endpoints that guess at secrets or send mail: counted per
 * client address and route (decisions guide: sign-in, sign-up, verification, forgot, reset).
 */
export function authRateLimit(config: AppConfig) {
  return {
    max: config.RATE_LIMIT_AUTH_MAX,
    timeWindow: config.RATE_LIMIT_AUTH_WINDOW_MINUTES * 60 * 1000,
    errorResponseBuilder: (_request: unknown, context: { statusCode: number }) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: RATE_LIMITED_MESSAGE,
    }),
  };
}
