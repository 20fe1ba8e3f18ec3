/** The product's name, kept in one place so a deployment can rebrand it. */
export const PRODUCT_NAME = 'Cadence';
export const PRODUCT_TAGLINE = 'AI speaking coach';

/**
 * Browser storage keys (product rules R3.13). The login token is not among them: it
 * lives only in the HttpOnly cookie. `legacyLoginToken` is where older builds kept it (under
 * its old key, decision 98); the client removes it.
 */
export const STORAGE_KEYS = {
  legacyLoginToken: 'speaking_coach_session_id',
  user: 'speaking_coach_user',
  dailyRecording: 'speaking_coach_daily_recording',
  /** Prefix of the unfinished resumable uploads kept per user, to continue after a reload. */
  resumableUploadPrefix: 'speaking_coach_upload:',
} as const;

/** Header the client sends from its stored user. The server never uses it for identity. */
export const USER_ID_HEADER = 'x-user-id';

/** Where people write to, and where the company is (product rules R1.14 and R2.45). */
export const SUPPORT_EMAIL = 'support@cadence.app';
export const SUPPORT_LOCATION = 'Atlanta, GA';
/** Support promises a reply within 24 hours (product rules R1.14). */
export const SUPPORT_REPLY_HOURS = 24;
