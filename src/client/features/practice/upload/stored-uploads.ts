import { z } from 'zod';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { STORAGE_KEYS } from '@shared/product';

/*
 * Unfinished resumable uploads, kept in the browser so that after a reload the same file,
 * chosen again, continues from what the server holds. Kept per person (a shared browser shows
 * nobody else's file names) and one per file: a newer upload of the same file replaces the
 * older. Storage can be unavailable (private modes), so every access is guarded; without it
 * an upload still runs, it only cannot continue after a reload.
 */

const storedUploadSchema = z.object({
  fingerprint: z.string(),
  size: z.number().nullable(),
  metadata: z.record(z.string(), z.string()),
  creationTime: z.string(),
  uploadUrl: z.string().nullable(),
  parallelUploadUrls: z.array(z.string()).nullable().default(null),
});

export type StoredUpload = PreviousUpload & { fingerprint: string };

const prefixOf = (ownerId: string) => `${STORAGE_KEYS.resumableUploadPrefix}${ownerId}:`;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called whenever a stored upload is added or removed; answers the unsubscribe. */
export function subscribeStoredUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storageKeys(): string[] {
  try {
    const { localStorage } = window;
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  } catch {
    return [];
  }
}

function readEntry(key: string): StoredUpload | null {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed = raw ? storedUploadSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? { ...parsed.data, urlStorageKey: key } : null;
  } catch {
    return null;
  }
}

function removeEntry(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: without storage nothing was kept.
  }
}

/** This person's unfinished uploads, newest first. */
export function listStoredUploads(ownerId: string): StoredUpload[] {
  const prefix = prefixOf(ownerId);
  return storageKeys()
    .filter((key) => key.startsWith(prefix))
    .map(readEntry)
    .filter((entry): entry is StoredUpload => entry !== null)
    .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
}

export function removeStoredUpload(urlStorageKey: string): void {
  removeEntry(urlStorageKey);
  changed();
}

/** Where tus-js-client keeps this person's uploads to resume them. */
export function storedUploadsOf(ownerId: string): UrlStorage {
  const byFingerprint = (fingerprint: string) =>
    listStoredUploads(ownerId).filter((entry) => entry.fingerprint === fingerprint);
  return {
    findAllUploads: async () => listStoredUploads(ownerId),
    findUploadsByFingerprint: async (fingerprint) => byFingerprint(fingerprint),
    removeUpload: async (key) => removeStoredUpload(key),
    addUpload: async (fingerprint, upload) => {
      byFingerprint(fingerprint).forEach((older) => removeEntry(older.urlStorageKey));
      const key = `${prefixOf(ownerId)}${crypto.randomUUID()}`;
      const entry = {
        fingerprint,
        size: upload.size,
        metadata: upload.metadata,
        creationTime: upload.creationTime,
        uploadUrl: upload.uploadUrl ?? null,
        parallelUploadUrls: upload.parallelUploadUrls ?? null,
      };
      try {
        window.localStorage.setItem(key, JSON.stringify(entry));
      } catch {
        // Full or unavailable: this upload just cannot continue after a reload.
      }
      changed();
      return key;
    },
  };
}
