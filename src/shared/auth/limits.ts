/** Account limits (product rules R9.1-R9.4, R9.8 and R9.16). */
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const VERIFICATION_CODE_LENGTH = 6;
/** A verification code is valid for 10 minutes (600 s). */
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
/** 'resend' unlocks 2 minutes after a code was sent. */
export const VERIFICATION_RESEND_AFTER_MS = 2 * 60 * 1000;
/** Wrong codes allowed per code before a new one must be requested (accounts issue). */
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** Password reset links are valid for 1 hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Temporary passwords for coach clients and admin-created users expire after 7 days (our choice). */
export const TEMPORARY_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Redirect delay after sign-in, sign-up or verification. */
export const AUTH_REDIRECT_DELAY_MS = 100;
/** Redirect delay after deleting an account. */
export const ACCOUNT_DELETED_REDIRECT_DELAY_MS = 2000;
/** Sign-up and sign-in retry network failures: 3 retries, 1 s, 2 s, 4 s, capped at 5 s. */
export const AUTH_RETRY_LIMIT = 3;
export const AUTH_RETRY_BASE_DELAY_MS = 1000;
export const AUTH_RETRY_MAX_DELAY_MS = 5000;
/** The word typed to confirm account deletion (case-insensitive). */
export const DELETE_CONFIRMATION_WORD = 'delete';
