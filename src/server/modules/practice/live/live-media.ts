import fs from 'node:fs';
import type { MediaStore } from '../../../media/media-store';
import { spawnTied } from '../../../lib/child-process';
import type { LivePieceRow } from './live-session-repository';

/** Audio is measured on the analysis' rate; the figure is seconds, so any rate would do. */
const MEASURE_SAMPLE_RATE = 16_000;
/** Measuring a new piece starts this far before what was already received (decoder pre-roll). */
const MEASURE_OVERLAP_SECONDS = 2;

/**
 * Writes the session's pieces, decrypted and in order, as one file: the recording as the
 * browser's recorder made it so far. The file is a plaintext working copy: callers keep it in
 * a work directory they remove.
 */
export async function assemblePieces(
  media: MediaStore,
  pieces: readonly Pick<LivePieceRow, 'mediaKey'>[],
  destination: string,
  extra?: Buffer,
) {
  const output = await fs.promises.open(destination, 'w');
  try {
    for (const piece of pieces) {
      for await (const chunk of await media.read(piece.mediaKey)) {
        await output.write(chunk as Buffer);
      }
    }
    if (extra) await output.write(extra);
  } finally {
    await output.close();
  }
}

/**
 * Seconds of audio in a (possibly unfinished) recording, decoding only its end: ffmpeg skips
 * to `knownSeconds` (less a little pre-roll) without decoding, so measuring each new piece
 * costs the same at minute 1 as at minute 30. 0 when no audio can be decoded.
 */
export async function measureAudioSeconds(file: string, knownSeconds: number): Promise<number> {
  const seek = Math.max(0, knownSeconds - MEASURE_OVERLAP_SECONDS);
  const args = [
    ...['-nostdin', '-hide_banner', '-v', 'quiet'],
    ...(seek > 0 ? ['-ss', seek.toFixed(3)] : []),
    ...['-i', file, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(MEASURE_SAMPLE_RATE)],
    ...['-f', 's16le', 'pipe:1'],
  ];
  let bytes = 0;
  await new Promise<void>((resolve, reject) => {
    const ffmpeg = spawnTied('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    ffmpeg.on('error', reject);
    ffmpeg.stderr.resume();
    ffmpeg.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
    ffmpeg.on('close', () => resolve());
  });
  const decoded = bytes / 2 / MEASURE_SAMPLE_RATE;
  return decoded > 0 ? seek + decoded : 0;
}

/**
 * Where the audio of a (possibly unfinished, possibly cut) recording ends, in the recording's
 * own time: the end of its last decoded audio frame. A WebM cluster carries its time, so the
 * first piece (the header) followed by the last pieces says where the whole recording ends
 * without the pieces between. null when no audio frame decodes.
 */
export async function audioEndSeconds(file: string): Promise<number | null> {
  const args = [
    ...['-v', 'quiet', '-select_streams', 'a:0'],
    ...['-show_entries', 'frame=pts_time,duration_time', '-of', 'csv=p=0', file],
  ];
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const ffprobe = spawnTied('ffprobe', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    ffprobe.on('error', reject);
    ffprobe.stderr.resume();
    ffprobe.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    ffprobe.on('close', () => resolve());
  });
  let end: number | null = null;
  for (const line of output.split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (pts === undefined || !Number.isFinite(pts)) continue;
    const frameEnd = pts + (duration !== undefined && Number.isFinite(duration) ? duration : 0);
    if (end === null || frameEnd > end) end = frameEnd;
  }
  return end;
}
