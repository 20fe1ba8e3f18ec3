/**
 * The catalogue of error codes the server can return in `{ message, code, fields?, ... }`
 * bodies: each code's HTTP status (error-status.ts, which the client reads alone) and what it
 * means. The client may branch on a code (for instance RECORDING_TOO_LONG) rather than on
 * wording; the wording stays with whoever sends it. Each route declares the codes it can
 * answer (src/server/http/error-responses.ts), and the OpenAPI document lists them with
 * these meanings.
 */
import { ERROR_STATUS, type ErrorCode } from './error-status';

export { ERROR_STATUS, type ErrorCode } from './error-status';

/** What each code means, for the API document. */
const ERROR_MEANING: { readonly [C in ErrorCode]: string } = {
  VALIDATION_FAILED:
    "The body, path, query or upload fields broke the route's rules; `fields` names each problem.",
  VIDEO_REQUIRED: 'Assignments: the coach asked for video and the submission is audio only.',
  BAD_REQUEST:
    'A request the server cannot use: a URL, JSON or multipart body that does not parse, or input the action refuses.',
  UNAUTHENTICATED: 'The route needs a signed-in user and the request has no valid login.',
  INVALID_CREDENTIALS: 'Sign-in: no account with that email and password.',
  TEMPORARY_PASSWORD_INVALID:
    "A coach's client signing in with a temporary password that is wrong, or used up.",
  TEMPORARY_PASSWORD_EXPIRED:
    "A coach's client signing in with a temporary password past its expiry.",
  FORBIDDEN: 'Signed in, but this account may not do this (a coach-only route, for instance).',
  PASSWORD_CHANGE_REQUIRED:
    'Signed in with a temporary password: only the password change is allowed until it is done.',
  PRACTICE_LIMIT_REACHED: "The free plan's practice sessions for this month are used up.",
  ADMIN_REQUIRED: 'The route is for administrators only.',
  CROSS_SITE_REQUEST: 'A state-changing request a browser sent from another site (CSRF).',
  CARD_DECLINED: "Test mode's checkout: the card was declined or incomplete.",
  NOT_FOUND: 'No such thing, or not one the caller may see (also: no route at that path).',
  CONFLICT: 'The request clashes with the current state: it exists already, or is done already.',
  ACCOUNT_EXISTS: 'Sign-up: the email already has an account.',
  UPLOAD_BEING_ANALYZED:
    'POST /api/transcribe {uploadId}: another request is analysing that upload already (a retry, another tab).',
  ATTEMPTS_EXHAUSTED:
    'Assignments: the client has used every attempt the coach allowed (maxAttempts).',
  ASSIGNMENT_CLOSED: 'Assignments: past its due date, or closed by the coach; no more submissions.',
  ALREADY_SUBSCRIBED: 'The account already has a subscription.',
  PIECE_OUT_OF_ORDER:
    'Live sessions: a piece sent before the one expected; `expected` names that one.',
  PIECE_ALREADY_RECEIVED: 'Live sessions: a piece already stored; `expected` names the next one.',
  LIVE_SESSION_CLOSED: 'Live sessions: the session was finished or discarded.',
  LIVE_SESSION_OPEN:
    'Live sessions: the person has an unfinished one (`liveSessionId`) to finish or discard first.',
  UPLOAD_OFFSET_MISMATCH:
    'Resumable uploads: the Upload-Offset sent is not where the upload stands; HEAD tells where to resume.',
  UPLOAD_INCOMPLETE:
    'Resumable uploads: the upload named for analysis has not received all its bytes yet (`offset` of `length`).',
  INVALID_PIECE: 'Live sessions: a piece that is not readable audio or video, or adds none.',
  PIECE_TOO_LARGE: 'Live sessions: a piece over the size one piece may have (`maxBytes`).',
  REQUEST_TIMEOUT: "The client took too long to send its request (Node's request timeout).",
  PAYLOAD_TOO_LARGE: "A body, an upload or a live session's media over its size limit.",
  RECORDING_TOO_LONG:
    'A recording over the minutes allowed (`maxMinutes`; `estimatedMinutes` if known).',
  URI_TOO_LONG: 'A path parameter longer than the router accepts.',
  UNSUPPORTED_MEDIA_TYPE:
    'A body of a type the route does not read, or an upload that is not audio or video.',
  CHECKOUT_CLOSED: "Test mode's checkout: the session is already paid or has expired.",
  UPLOAD_EXPIRED:
    'Resumable uploads: the upload was left unfinished past its expiry and is gone; start a new one.',
  TUS_VERSION_UNSUPPORTED:
    'Resumable uploads: the request lacks `Tus-Resumable: 1.0.0`, the only tus version served (Tus-Version).',
  RECORDING_TOO_SHORT: 'Under `minSeconds` of audio: nothing is stored or counted.',
  NO_SPEECH_DETECTED:
    'No speech to score (silence, only music or noise, no word heard): nothing is stored, and the practice session or attempt is given back; `reason` is `silence`, `no_speech` or null.',
  RANGE_NOT_SATISFIABLE: "A byte range outside the recording's media.",
  UPLOAD_QUOTA_EXCEEDED:
    'A new resumable upload would pass the bytes in progress allowed to this account, or to the whole server.',
  EXPECTATION_FAILED:
    'An Expect header other than 100-continue, refused before the app sees the request.',
  RATE_LIMITED: 'Too many attempts; `retryAfterSeconds` (and Retry-After) says when to try again.',
  HEADERS_TOO_LARGE: "Headers over Node's limit, refused before the app sees the request.",
  INTERNAL: 'Something failed on the server; it is logged, and no details are sent.',
  PAYMENT_PROVIDER_FAILED: 'The payment provider (Stripe) failed or could not be reached.',
  SERVICE_UNAVAILABLE:
    'Something the request needs is not available: billing, email, a queue worker, the media storage, the built client, or the server itself while it shuts down.',
  DATA_DIR_LOCKED: 'Start-up only: another process holds the data folder (never an HTTP answer).',
};

/** Each code's status and meaning. */
export const ERROR_CATALOGUE = Object.fromEntries(
  Object.entries(ERROR_MEANING).map(([code, meaning]) => [
    code,
    { status: ERROR_STATUS[code as ErrorCode], meaning },
  ]),
) as { readonly [C in ErrorCode]: { status: (typeof ERROR_STATUS)[C]; meaning: string } };
