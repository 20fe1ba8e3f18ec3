/**
 * Error codes the server can return in `{ message, code }` bodies, with their HTTP status.
 * The client may branch on a code (for instance RECORDING_TOO_LONG) rather than on wording.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  /** Sign-in: no account with that email and password. */
  INVALID_CREDENTIALS: 401,
  /** A coach's client signing in with a temporary password that is wrong, or used up. */
  TEMPORARY_PASSWORD_INVALID: 401,
  TEMPORARY_PASSWORD_EXPIRED: 401,
  FORBIDDEN: 403,
  PRACTICE_LIMIT_REACHED: 403,
  ADMIN_REQUIRED: 403,
  /** A state-changing request a browser sent from another site (CSRF). */
  CROSS_SITE_REQUEST: 403,
  /** Test mode's checkout: the card was declined or incomplete. */
  CARD_DECLINED: 402,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Sign-up: the email already has an account. */
  ACCOUNT_EXISTS: 409,
  ALREADY_SUBSCRIBED: 409,
  /** Live sessions: a piece sent before the one expected, or one already stored. */
  PIECE_OUT_OF_ORDER: 409,
  PIECE_ALREADY_RECEIVED: 409,
  /** Live sessions: the session was finished or discarded. */
  LIVE_SESSION_CLOSED: 409,
  /** Live sessions: the person has an unfinished one to finish or discard first. */
  LIVE_SESSION_OPEN: 409,
  /** Live sessions: a piece that is not readable audio or video. */
  INVALID_PIECE: 400,
  PIECE_TOO_LARGE: 413,
  /** The client took too long to send its request (Node's request timeout). */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  RECORDING_TOO_LONG: 413,
  /** A path parameter longer than the router accepts. */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Test mode's checkout: the session is already paid or has expired. */
  CHECKOUT_CLOSED: 410,
  /** Under MIN_RECORDING_SECONDS of audio: nothing is stored or counted. */
  RECORDING_TOO_SHORT: 422,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  /** Headers over Node's limit, refused before the app sees the request. */
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  PAYMENT_PROVIDER_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  DATA_DIR_LOCKED: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
