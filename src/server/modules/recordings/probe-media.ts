import { execFile } from 'node:child_process';
import { METADATA_TIMEOUT_MS } from '@shared/recordings/limits';

export interface MediaProbe {
  /** Seconds from the metadata; null when it has none (a browser's webm) or cannot be read. */
  durationSeconds: number | null;
  /** Whether a video stream is present; null when ffprobe could not tell. */
  hasVideo: boolean | null;
}

/** ffprobe with the spec's 5-second time-out. Never throws: unknowns are null. */
export function probeMedia(file: string): Promise<MediaProbe> {
  return new Promise((resolve) => {
    execFile(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_type:stream_disposition=attached_pic',
        '-of',
        'json',
        file,
      ],
      { timeout: METADATA_TIMEOUT_MS },
      (error, stdout) => {
        if (error) return resolve({ durationSeconds: null, hasVideo: null });
        try {
          const info = JSON.parse(String(stdout)) as {
            format?: { duration?: string };
            streams?: Array<{ codec_type?: string; disposition?: { attached_pic?: number } }>;
          };
          const seconds = Number.parseFloat(info.format?.duration ?? '');
          const streams = info.streams ?? [];
          resolve({
            durationSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
            // Cover art in an mp3 is a video stream of one picture: only real video counts.
            hasVideo:
              streams.length === 0
                ? null
                : streams.some(
                    (stream) =>
                      stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1,
                  ),
          });
        } catch {
          resolve({ durationSeconds: null, hasVideo: null });
        }
      },
    );
  });
}
