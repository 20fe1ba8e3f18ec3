import { STORAGE_KEYS } from '@shared/product';

/*
 * The browser keeps the signed-in user (product rules R3.13), never the login token: that
 * lives only in the HttpOnly cookie, out of reach of any script.
 * Storage can be unavailable (private modes, blocked cookies), so every access
 * is guarded: a missing value must never break a request.
 */

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: without storage the cookie still carries the login.
  }
}

/** Older builds kept the login token here; it must not stay readable. */
export function removeLegacyLoginToken(): void {
  write(STORAGE_KEYS.legacyLoginToken, null);
}

/** The stored user's id, or null when nothing usable is stored. */
export function getStoredUserId(): string | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed) {
      const { id } = parsed;
      return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
    }
  } catch {
    // A corrupt entry is treated as no stored user.
  }
  return null;
}

export function hasStoredUser(): boolean {
  return read(STORAGE_KEYS.user) !== null;
}

export function removeStoredUser(): void {
  write(STORAGE_KEYS.user, null);
}

/** Keeps the signed-in user in browser storage (product rules R3.13). */
export function setStoredUser(user: { id: string }): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

/** The daily recording belongs to whoever made it; sign-in and sign-up start afresh. */
export function clearStoredDailyRecording(): void {
  write(STORAGE_KEYS.dailyRecording, null);
}
