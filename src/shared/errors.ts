/**
 * Error codes the server can return in `{ message, code }` bodies, with their HTTP status.
 * The client may branch on a code (for instance RECORDING_TOO_LONG) rather than on wording.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PRACTICE_LIMIT_REACHED: 403,
  ADMIN_REQUIRED: 403,
  /** A state-changing request a browser sent from another site (CSRF). */
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_SUBSCRIBED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RECORDING_TOO_LONG: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Under MIN_RECORDING_SECONDS of audio: nothing is stored or counted. */
  RECORDING_TOO_SHORT: 422,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  DATA_DIR_LOCKED: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
