/**
 * Every rate limit and lock-out, with the reason for its figures (product rules R7.24,
 * decision 107): sign-in, sign-up, verification, forgot-password, contact and uploads.
 *
 * Each action is counted twice: per account, tight, because guessing one person's secret is
 * the attack; and per client address, loose, because a whole office or school may share one
 * address and must not lock each other out. Counters live in the database, so they hold
 * across restarts and across every web process.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

export interface RateLimitRule {
  /**
   * `failures`: an attempt that succeeds gives its count back, so only wrong guesses add up
   * (and people signing in correctly never use up their address's allowance).
   * `attempts`: every attempt counts, for actions that cost something when they succeed
   * (an email sent, a recording analysed).
   */
  counts: 'failures' | 'attempts';
  /** Null where no account is known before the secret is checked (an unknown reset token). */
  account: RateLimitWindow | null;
  address: RateLimitWindow;
}

/**
 * Wrong passwords per account before it is locked for the rest of the window: enough for a
 * person trying their old passwords, while an online guesser gets at most 8 tries a quarter
 * hour. Sign-in and temporary-password login share it: both guess the same account.
 */
export const SIGN_IN_ACCOUNT_MAX_FAILURES = 8;
export const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;
/**
 * Failed sign-ins per address: a school's shared address sees many people mistype at the
 * start of a lesson; a hundred failures a quarter hour still stops spraying one password
 * over many accounts from one machine.
 */
export const SIGN_IN_ADDRESS_MAX_FAILURES = 100;

/**
 * Wrong codes per email (or signed-in user) and window: each code already allows 5 wrong
 * tries (VERIFICATION_MAX_ATTEMPTS), so this is two codes' worth before a pause.
 */
export const VERIFY_CODE_ACCOUNT_MAX_FAILURES = 10;
export const VERIFY_CODE_ADDRESS_MAX_FAILURES = 100;
export const VERIFY_CODE_WINDOW_MS = 15 * MINUTE_MS;

/**
 * Codes mailed to one address an hour (sign-up and its resend): resend unlocks every 2
 * minutes, but a person needs a few at most, and nobody can use Cadence to mail a stranger
 * more than this. Per client address: a class signing up together, with some resends.
 */
export const SEND_CODE_ACCOUNT_MAX = 5;
export const SEND_CODE_ADDRESS_MAX = 100;
export const SEND_CODE_WINDOW_MS = HOUR_MS;

/** Reset links mailed to one address an hour; the same reasoning as codes. */
export const FORGOT_PASSWORD_ACCOUNT_MAX = 5;
export const FORGOT_PASSWORD_ADDRESS_MAX = 100;
export const FORGOT_PASSWORD_WINDOW_MS = HOUR_MS;

/**
 * Failed resets per address. The token is 32 random bytes, so this only stops a machine
 * hammering the endpoint; an unknown token names no account to count against.
 */
export const RESET_PASSWORD_ADDRESS_MAX_FAILURES = 100;
export const RESET_PASSWORD_WINDOW_MS = 15 * MINUTE_MS;

/** Wrong current passwords when changing it: a stolen login must not guess it freely. */
export const CHANGE_PASSWORD_ACCOUNT_MAX_FAILURES = 8;
export const CHANGE_PASSWORD_ADDRESS_MAX_FAILURES = 100;
export const CHANGE_PASSWORD_WINDOW_MS = 15 * MINUTE_MS;

/**
 * Contact-form messages an hour: each is stored and mailed to support. A person rarely
 * writes twice; an office may write a few times.
 */
export const CONTACT_ACCOUNT_MAX = 5;
export const CONTACT_ADDRESS_MAX = 20;
export const CONTACT_WINDOW_MS = HOUR_MS;

/**
 * Uploads an hour. Each is minutes of analysis: 30 is more than a person records in an hour
 * and bounds what one stolen login can queue; a class practising together shares 200.
 */
export const UPLOAD_ACCOUNT_MAX = 30;
export const UPLOAD_ADDRESS_MAX = 200;
export const UPLOAD_WINDOW_MS = HOUR_MS;

/**
 * Pieces of live recordings a minute. The recorder sends one every 5 s (12 a minute), and
 * resends a refused one; each piece is measured by decoding, so a login cannot ask for that
 * work without end.
 */
export const LIVE_PIECE_ACCOUNT_MAX = 40;
export const LIVE_PIECE_ADDRESS_MAX = 400;
export const LIVE_PIECE_WINDOW_MS = MINUTE_MS;

/**
 * Comments on recordings an hour (decision 147). A coach reviewing talks leaves a few dozen, and
 * each coach comment mails the client: 100 bounds what one login can send; an office of
 * coaches shares 1000.
 */
export const COMMENT_ACCOUNT_MAX = 100;
export const COMMENT_ADDRESS_MAX = 1000;
export const COMMENT_WINDOW_MS = HOUR_MS;

const window = (max: number, windowMs: number): RateLimitWindow => ({ max, windowMs });

export const RATE_LIMITS = {
  signIn: {
    counts: 'failures',
    account: window(SIGN_IN_ACCOUNT_MAX_FAILURES, SIGN_IN_WINDOW_MS),
    address: window(SIGN_IN_ADDRESS_MAX_FAILURES, SIGN_IN_WINDOW_MS),
  },
  verifyCode: {
    counts: 'failures',
    account: window(VERIFY_CODE_ACCOUNT_MAX_FAILURES, VERIFY_CODE_WINDOW_MS),
    address: window(VERIFY_CODE_ADDRESS_MAX_FAILURES, VERIFY_CODE_WINDOW_MS),
  },
  sendCode: {
    counts: 'attempts',
    account: window(SEND_CODE_ACCOUNT_MAX, SEND_CODE_WINDOW_MS),
    address: window(SEND_CODE_ADDRESS_MAX, SEND_CODE_WINDOW_MS),
  },
  forgotPassword: {
    counts: 'attempts',
    account: window(FORGOT_PASSWORD_ACCOUNT_MAX, FORGOT_PASSWORD_WINDOW_MS),
    address: window(FORGOT_PASSWORD_ADDRESS_MAX, FORGOT_PASSWORD_WINDOW_MS),
  },
  resetPassword: {
    counts: 'failures',
    account: null,
    address: window(RESET_PASSWORD_ADDRESS_MAX_FAILURES, RESET_PASSWORD_WINDOW_MS),
  },
  changePassword: {
    counts: 'failures',
    account: window(CHANGE_PASSWORD_ACCOUNT_MAX_FAILURES, CHANGE_PASSWORD_WINDOW_MS),
    address: window(CHANGE_PASSWORD_ADDRESS_MAX_FAILURES, CHANGE_PASSWORD_WINDOW_MS),
  },
  contact: {
    counts: 'attempts',
    account: window(CONTACT_ACCOUNT_MAX, CONTACT_WINDOW_MS),
    address: window(CONTACT_ADDRESS_MAX, CONTACT_WINDOW_MS),
  },
  upload: {
    counts: 'attempts',
    account: window(UPLOAD_ACCOUNT_MAX, UPLOAD_WINDOW_MS),
    address: window(UPLOAD_ADDRESS_MAX, UPLOAD_WINDOW_MS),
  },
  livePiece: {
    counts: 'attempts',
    account: window(LIVE_PIECE_ACCOUNT_MAX, LIVE_PIECE_WINDOW_MS),
    address: window(LIVE_PIECE_ADDRESS_MAX, LIVE_PIECE_WINDOW_MS),
  },
  comment: {
    counts: 'attempts',
    account: window(COMMENT_ACCOUNT_MAX, COMMENT_WINDOW_MS),
    address: window(COMMENT_ADDRESS_MAX, COMMENT_WINDOW_MS),
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The 429 answer's wording, with the wait the Retry-After header also gives. */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
