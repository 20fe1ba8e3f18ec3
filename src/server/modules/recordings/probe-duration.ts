import { execFile } from 'node:child_process';
import { METADATA_TIMEOUT_MS } from '@shared/recordings/limits';

/**
 * The length in seconds from the file's metadata, or null when it has none (a browser's
 * webm) or ffprobe cannot tell within the spec's 5 seconds.
 */
export function probeDurationSeconds(file: string): Promise<number | null> {
  return new Promise((resolve) => {
    execFile(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
      { timeout: METADATA_TIMEOUT_MS },
      (error, stdout) => {
        const seconds = Number.parseFloat(String(stdout).trim());
        resolve(!error && Number.isFinite(seconds) && seconds > 0 ? seconds : null);
      },
    );
  });
}
