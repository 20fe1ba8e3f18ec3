import fs from 'node:fs';
import { METADATA_TIMEOUT_MS } from '@shared/recordings/limits';
import { execFileTiedCallback } from '../../lib/child-process';
import type { MediaContainer } from '../recordings';

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
 * The containers a browser's MediaRecorder writes as a stream, and the muxers that rewrite
 * them whole: WebM (Chrome, Firefox; Matroska when its codecs are not WebM's) and fragmented
 * MP4 (Safari), with the index at the front so playback starts before the end has arrived.
 */
const INDEXING_MUXERS: Partial<Record<MediaContainer, string[][]>> = {
  'webm-mkv': [
    ['-f', 'webm'],
    ['-f', 'matroska'],
  ],
  'mp4-mov': [['-f', 'mp4', '-movflags', '+faststart']],
};

/**
 * probeMedia, for a file about to be stored: a browser's recording has no length and no index
 * of its frames in its header (it was written as it was recorded), so a player reads its
 * length as Infinity, shows 0:00 and cannot seek. Such a file is remuxed in place, its streams
 * copied and nothing re-encoded, into one that has both (decision 185); the copy is written
 * beside it, under the same owned name, so a crash leaves nothing the sweep misses. A file
 * that cannot be remuxed is kept as it came, and measured from its packets.
 */
export async function probeAndIndexMedia(
  file: string,
  container: MediaContainer,
): Promise<MediaProbe> {
  const probe = await readMetadata(file);
  if (probe.durationSeconds !== null) return probe;
  const indexed = `${file}.indexed`;
  try {
    for (const muxer of INDEXING_MUXERS[container] ?? []) {
      if (!(await remux(file, indexed, muxer))) continue;
      const remuxed = await readMetadata(indexed);
      if (remuxed.durationSeconds === null) continue;
      await fs.promises.rename(indexed, file);
      return { ...remuxed, hasVideo: probe.hasVideo ?? remuxed.hasVideo };
    }
  } finally {
    await fs.promises.rm(indexed, { force: true });
  }
  return { ...probe, durationSeconds: await measurePackets(file) };
}

/** Copies every stream of `file` into `output` with the muxer's arguments; false on failure. */
function remux(file: string, output: string, muxer: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    execFileTiedCallback(
      'ffmpeg',
      [
        ...['-nostdin', '-v', 'error', '-y', '-i', file],
        ...['-map', '0:a?', '-map', '0:v?', '-c', 'copy', ...muxer, output],
      ],
      { timeout: PACKET_SCAN_TIMEOUT_MS },
      (error) => resolve(!error),
    );
  });
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
