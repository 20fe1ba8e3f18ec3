import { VideoAnalysisError } from './video-analysis-error';
import { spawnTied } from '../lib/child-process';

export interface VideoFrame {
  /** 0, 1, 2, ... in sampling order. */
  index: number;
  /** Seconds from the start: the fps filter emits frame i at i / fps. */
  t: number;
  /** width x height x 3 bytes, RGB, row by row. */
  pixels: Buffer;
}

export interface FrameOptions {
  /** ffmpeg's `0:v:N`: which video stream. */
  streamIndex: number;
  fps: number;
  width: number;
  height: number;
  /** Stop after this many frames. */
  maxFrames: number;
}

/**
 * Streams a video's frames as raw RGB, sampled at `fps` and scaled to exactly width x height,
 * so stdout splits into frames of a known size. Nothing is written to disk, and at most a
 * frame or two waits in memory: while the caller works on a frame, the pipe fills and ffmpeg
 * waits. Leaving the loop early stops ffmpeg.
 */
export async function* readVideoFrames(
  file: string,
  options: FrameOptions,
): AsyncGenerator<VideoFrame> {
  const { fps, width, height } = options;
  const frameBytes = width * height * 3;
  const args = [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-i', file],
    ...['-map', `0:v:${options.streamIndex}`, '-an', '-sn', '-dn'],
    ...['-vf', `fps=${fps},scale=${width}:${height},setsar=1`],
    ...['-frames:v', String(options.maxFrames)],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ];
  const ffmpeg = spawnTied('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  ffmpeg.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    ffmpeg.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new VideoAnalysisError('FFMPEG_MISSING')
          : new VideoAnalysisError('CORRUPT_VIDEO', error.message),
      ),
    );
    ffmpeg.on('close', (code) => resolve(code));
  });
  // A failed spawn rejects before anyone awaits it.
  exited.catch(() => {});

  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  try {
    for await (const chunk of ffmpeg.stdout as AsyncIterable<Buffer>) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= frameBytes) {
        const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        const pixels = joined.subarray(0, frameBytes);
        const rest = joined.subarray(frameBytes);
        pending = rest.length > 0 ? [rest] : [];
        pendingBytes = rest.length;
        yield { index, t: index / fps, pixels };
        index += 1;
      }
    }
    const code = await exited;
    if (code !== 0) throw new VideoAnalysisError('CORRUPT_VIDEO', stderr.trim());
  } finally {
    if (ffmpeg.exitCode === null && ffmpeg.signalCode === null) ffmpeg.kill('SIGKILL');
  }
}
