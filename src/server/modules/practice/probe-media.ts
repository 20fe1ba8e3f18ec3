import { METADATA_TIMEOUT_MS } from '@shared/recordings/limits';
import { execFileTiedCallback } from '../../lib/child-process';

/**
 * Reading every packet of a file without a length in its header: no decoding, so about the
 * time it takes to read the file from disk (a 600 MB video in a few seconds). Judgement.
 */
const PACKET_SCAN_TIMEOUT_MS = 30_000;

export interface MediaProbe {
  /**
   * The media's own length in seconds: from the container's metadata, or, when it has none
   * (a browser's webm), from the timestamps of its packets. Null when neither can be read.
   * Never the length the client declares.
   */
  durationSeconds: number | null;
  /** Whether a video stream is present; null when ffprobe could not tell. */
  hasVideo: boolean | null;
}

/**
 * ffprobe with a 5-second time-out (product rules R5.22), then the packets if needed. Never throws.
 */
export async function probeMedia(file: string): Promise<MediaProbe> {
  const probe = await readMetadata(file);
  if (probe.durationSeconds !== null) return probe;
  return { ...probe, durationSeconds: await measurePackets(file) };
}

/**
 * Copies every stream to nowhere and reads how far the output got: the end of the last
 * packet, in seconds, or null when ffmpeg cannot read the file.
 */
function measurePackets(file: string): Promise<number | null> {
  return new Promise((resolve) => {
    execFileTiedCallback(
      'ffmpeg',
      [
        ...['-nostdin', '-v', 'error', '-i', file],
        ...['-map', '0', '-c', 'copy', '-f', 'null', '-', '-progress', 'pipe:1'],
      ],
      { timeout: PACKET_SCAN_TIMEOUT_MS },
      (error, stdout) => {
        if (error) return resolve(null);
        const reported = [...String(stdout).matchAll(/^out_time_us=(\d+)$/gm)].at(-1)?.[1];
        const seconds = Number(reported) / 1_000_000;
        resolve(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
      },
    );
  });
}

function readMetadata(file: string): Promise<MediaProbe> {
  return new Promise((resolve) => {
    execFileTiedCallback(
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
