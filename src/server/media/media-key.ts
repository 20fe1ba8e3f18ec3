import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_KEY_BYTES } from './encryption';

/** Where a development key is kept when MEDIA_ENCRYPTION_KEY is not set. */
export const GENERATED_KEY_FILE = '.media-key';

/**
 * The media encryption key: MEDIA_ENCRYPTION_KEY (base64 of 32 bytes) when set, which
 * production requires (config.ts). Otherwise a key generated once and kept beside the media
 * with owner-only permissions, so `npm start` works with no set-up and restarts can still
 * read what was stored.
 */
export function resolveMediaKey(options: { configured?: string; mediaDir: string }): Buffer {
  if (options.configured) return Buffer.from(options.configured, 'base64');
  const file = path.join(options.mediaDir, GENERATED_KEY_FILE);
  fs.mkdirSync(options.mediaDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(MEDIA_KEY_BYTES).toString('base64'), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== MEDIA_KEY_BYTES) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}
