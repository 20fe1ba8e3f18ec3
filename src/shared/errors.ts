/**
 * The catalogue of error codes the server can return in `{ message, code, fields?, ... }`
 * bodies: each code's HTTP status and what it means. The client may branch on a code (for
 * instance RECORDING_TOO_LONG) rather than on wording; the wording stays with whoever sends it.
 * Each route declares the codes it can answer (src/server/http/error-responses.ts), and the
 * OpenAPI document lists them with these meanings.
 *
 * The order matters to the client: for an answer without a code, it takes the first code of
 * the answer's status (src/client/lib/api-error.ts).
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: {
    status: 400,
    meaning:
      "The body, path, query or upload fields broke the route's rules; `fields` names each problem.",
  },
  VIDEO_REQUIRED: {
    status: 400,
    meaning: 'Assignments: the coach asked for video and the submission is audio only.',
  },
  BAD_REQUEST: {
    status: 400,
    meaning:
      'A request the server cannot use: a URL, JSON or multipart body that does not parse, or input the action refuses.',
  },
  UNAUTHENTICATED: {
    status: 401,
    meaning: 'The route needs a signed-in user and the request has no valid login.',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    meaning: 'Sign-in: no account with that email and password.',
  },
  TEMPORARY_PASSWORD_INVALID: {
    status: 401,
    meaning: "A coach's client signing in with a temporary password that is wrong, or used up.",
  },
  TEMPORARY_PASSWORD_EXPIRED: {
    status: 401,
    meaning: "A coach's client signing in with a temporary password past its expiry.",
  },
  FORBIDDEN: {
    status: 403,
    meaning: 'Signed in, but this account may not do this (a coach-only route, for instance).',
  },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    meaning:
      'Signed in with a temporary password: only the password change is allowed until it is done.',
  },
  PRACTICE_LIMIT_REACHED: {
    status: 403,
    meaning: "The free plan's practice sessions for this month are used up.",
  },
  ADMIN_REQUIRED: { status: 403, meaning: 'The route is for administrators only.' },
  CROSS_SITE_REQUEST: {
    status: 403,
    meaning: 'A state-changing request a browser sent from another site (CSRF).',
  },
  CARD_DECLINED: {
    status: 402,
    meaning: "Test mode's checkout: the card was declined or incomplete.",
  },
  NOT_FOUND: {
    status: 404,
    meaning: 'No such thing, or not one the caller may see (also: no route at that path).',
  },
  CONFLICT: {
    status: 409,
    meaning: 'The request clashes with the current state: it exists already, or is done already.',
  },
  ACCOUNT_EXISTS: { status: 409, meaning: 'Sign-up: the email already has an account.' },
  UPLOAD_BEING_ANALYZED: {
    status: 409,
    meaning:
      'POST /api/transcribe {uploadId}: another request is analysing that upload already (a retry, another tab).',
  },
  ATTEMPTS_EXHAUSTED: {
    status: 409,
    meaning: 'Assignments: the client has used every attempt the coach allowed (maxAttempts).',
  },
  ASSIGNMENT_CLOSED: {
    status: 409,
    meaning: 'Assignments: past its due date, or closed by the coach; no more submissions.',
  },
  ALREADY_SUBSCRIBED: { status: 409, meaning: 'The account already has a subscription.' },
  PIECE_OUT_OF_ORDER: {
    status: 409,
    meaning: 'Live sessions: a piece sent before the one expected; `expected` names that one.',
  },
  PIECE_ALREADY_RECEIVED: {
    status: 409,
    meaning: 'Live sessions: a piece already stored; `expected` names the next one.',
  },
  LIVE_SESSION_CLOSED: {
    status: 409,
    meaning: 'Live sessions: the session was finished or discarded.',
  },
  LIVE_SESSION_OPEN: {
    status: 409,
    meaning:
      'Live sessions: the person has an unfinished one (`liveSessionId`) to finish or discard first.',
  },
  UPLOAD_OFFSET_MISMATCH: {
    status: 409,
    meaning:
      'Resumable uploads: the Upload-Offset sent is not where the upload stands; HEAD tells where to resume.',
  },
  UPLOAD_INCOMPLETE: {
    status: 409,
    meaning:
      'Resumable uploads: the upload named for analysis has not received all its bytes yet (`offset` of `length`).',
  },
  INVALID_PIECE: {
    status: 400,
    meaning: 'Live sessions: a piece that is not readable audio or video, or adds none.',
  },
  PIECE_TOO_LARGE: {
    status: 413,
    meaning: 'Live sessions: a piece over the size one piece may have (`maxBytes`).',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    meaning: "The client took too long to send its request (Node's request timeout).",
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    meaning: "A body, an upload or a live session's media over its size limit.",
  },
  RECORDING_TOO_LONG: {
    status: 413,
    meaning: 'A recording over the minutes allowed (`maxMinutes`; `estimatedMinutes` if known).',
  },
  URI_TOO_LONG: { status: 414, meaning: 'A path parameter longer than the router accepts.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    meaning: 'A body of a type the route does not read, or an upload that is not audio or video.',
  },
  CHECKOUT_CLOSED: {
    status: 410,
    meaning: "Test mode's checkout: the session is already paid or has expired.",
  },
  UPLOAD_EXPIRED: {
    status: 410,
    meaning:
      'Resumable uploads: the upload was left unfinished past its expiry and is gone; start a new one.',
  },
  TUS_VERSION_UNSUPPORTED: {
    status: 412,
    meaning:
      'Resumable uploads: the request lacks `Tus-Resumable: 1.0.0`, the only tus version served (Tus-Version).',
  },
  RECORDING_TOO_SHORT: {
    status: 422,
    meaning: 'Under `minSeconds` of audio: nothing is stored or counted.',
  },
  NO_SPEECH_DETECTED: {
    status: 422,
    meaning:
      'No speech to score (silence, only music or noise, no word heard): nothing is stored, and the practice session or attempt is given back; `reason` is `silence`, `no_speech` or null.',
  },
  RANGE_NOT_SATISFIABLE: {
    status: 416,
    meaning: "A byte range outside the recording's media.",
  },
  UPLOAD_QUOTA_EXCEEDED: {
    status: 413,
    meaning:
      'A new resumable upload would pass the bytes in progress allowed to this account, or to the whole server.',
  },
  EXPECTATION_FAILED: {
    status: 417,
    meaning: 'An Expect header other than 100-continue, refused before the app sees the request.',
  },
  RATE_LIMITED: {
    status: 429,
    meaning: 'Too many attempts; `retryAfterSeconds` (and Retry-After) says when to try again.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    meaning: "Headers over Node's limit, refused before the app sees the request.",
  },
  INTERNAL: {
    status: 500,
    meaning: 'Something failed on the server; it is logged, and no details are sent.',
  },
  PAYMENT_PROVIDER_FAILED: {
    status: 502,
    meaning: 'The payment provider (Stripe) failed or could not be reached.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    meaning:
      'Something the request needs is not available: billing, email, a queue worker, the media storage, the built client, or the server itself while it shuts down.',
  },
  DATA_DIR_LOCKED: {
    status: 500,
    meaning: 'Start-up only: another process holds the data folder (never an HTTP answer).',
  },
} as const satisfies Record<string, { readonly status: number; readonly meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Each code's HTTP status, from the catalogue (in the catalogue's order). */
export const ERROR_STATUS = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([code, { status }]) => [code, status]),
) as { readonly [C in ErrorCode]: (typeof ERROR_CATALOGUE)[C]['status'] };
