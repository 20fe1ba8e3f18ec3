import fs from 'node:fs';
import { ANALYSIS_SAMPLE_RATE, type DecodedAudio } from './types';
import { spawnTied } from '../lib/child-process';

export type AudioDecodeErrorCode =
  'FFMPEG_MISSING' | 'CORRUPT_MEDIA' | 'NO_AUDIO_STREAM' | 'EMPTY_AUDIO' | 'SILENT_AUDIO';

const MESSAGES: Record<AudioDecodeErrorCode, string> = {
  FFMPEG_MISSING: 'ffmpeg is not installed, so recordings cannot be decoded. Run `npm start`.',
  CORRUPT_MEDIA: 'This file could not be read as audio or video. It may be damaged or incomplete.',
  NO_AUDIO_STREAM: 'This file has no audio track, so there is no speech to analyse.',
  EMPTY_AUDIO: 'This recording contains no audio samples.',
  SILENT_AUDIO:
    'This recording is silent. Check that the right microphone is selected and unmuted.',
};

/** A typed decoding failure whose message can be shown to the person who uploaded the file. */
export class AudioDecodeError extends Error {
  constructor(
    readonly code: AudioDecodeErrorCode,
    readonly detail = '',
    /** The decoded length, when decoding got that far (a silent recording). */
    readonly durationSeconds: number | null = null,
  ) {
    super(MESSAGES[code]);
    this.name = 'AudioDecodeError';
  }
}

/**
 * Below this peak (-50 dBFS) a recording holds no usable speech: a muted or disconnected
 * microphone still records hiss at about -60 to -70 dBFS (judgement from test recordings).
 */
export const SILENCE_PEAK_THRESHOLD = 10 ** (-50 / 20);

const BYTES_PER_SAMPLE = 2;

/** 16 kHz mono 16-bit PCM on disk, so long recordings never sit whole in memory. */
export interface PcmFile {
  path: string;
  sampleRate: number;
  sampleCount: number;
  durationSeconds: number;
  /** Largest absolute sample, 0-1. */
  peak: number;
}

function classifyFfmpegFailure(stderr: string): AudioDecodeError {
  if (/matches no streams|does not contain any stream|no audio/i.test(stderr)) {
    return new AudioDecodeError('NO_AUDIO_STREAM', stderr.trim());
  }
  return new AudioDecodeError('CORRUPT_MEDIA', stderr.trim());
}

/**
 * Decodes any audio or video file ffmpeg understands to 16 kHz mono PCM at `outputPath`,
 * streaming, and measures its length from the samples themselves.
 */
export async function decodeToPcmFile(inputPath: string, outputPath: string): Promise<PcmFile> {
  if (!fs.existsSync(inputPath)) throw new AudioDecodeError('CORRUPT_MEDIA', 'file not found');
  const args = [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-i', inputPath],
    ...['-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(ANALYSIS_SAMPLE_RATE)],
    ...['-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1'],
  ];
  const output = fs.createWriteStream(outputPath);
  let peak = 0;
  let bytes = 0;
  let carry: Buffer | null = null;
  let stderr = '';

  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const ffmpeg = spawnTied('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    ffmpeg.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new AudioDecodeError('FFMPEG_MISSING') : error),
    );
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    ffmpeg.stdout.on('data', (chunk: Buffer) => {
      const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
      const usable = data.length - (data.length % BYTES_PER_SAMPLE);
      for (let i = 0; i < usable; i += BYTES_PER_SAMPLE) {
        const value = Math.abs(data.readInt16LE(i)) / 32768;
        if (value > peak) peak = value;
      }
      carry = usable < data.length ? data.subarray(usable) : null;
      bytes += usable;
      if (!output.write(data.subarray(0, usable))) {
        ffmpeg.stdout.pause();
        output.once('drain', () => ffmpeg.stdout.resume());
      }
    });
    ffmpeg.on('close', resolve);
  });
  await new Promise<void>((resolve, reject) =>
    output.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );

  if (exitCode !== 0) {
    fs.rmSync(outputPath, { force: true });
    throw classifyFfmpegFailure(stderr);
  }
  const sampleCount = bytes / BYTES_PER_SAMPLE;
  if (sampleCount === 0) throw new AudioDecodeError('EMPTY_AUDIO');
  if (peak < SILENCE_PEAK_THRESHOLD) {
    throw new AudioDecodeError('SILENT_AUDIO', '', sampleCount / ANALYSIS_SAMPLE_RATE);
  }
  return {
    path: outputPath,
    sampleRate: ANALYSIS_SAMPLE_RATE,
    sampleCount,
    durationSeconds: sampleCount / ANALYSIS_SAMPLE_RATE,
    peak,
  };
}

/** Reads samples [start, end) of a PCM file as floats in -1..1. */
export async function readPcm(
  file: Pick<PcmFile, 'path' | 'sampleCount'>,
  start: number,
  end: number,
): Promise<Float32Array> {
  const first = Math.max(0, Math.floor(start));
  const last = Math.min(file.sampleCount, Math.ceil(end));
  const count = Math.max(0, last - first);
  const buffer = Buffer.alloc(count * BYTES_PER_SAMPLE);
  const handle = await fs.promises.open(file.path, 'r');
  try {
    await handle.read(buffer, 0, buffer.length, first * BYTES_PER_SAMPLE);
  } finally {
    await handle.close();
  }
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i += 1) samples[i] = buffer.readInt16LE(i * BYTES_PER_SAMPLE) / 32768;
  return samples;
}

/** The whole recording in memory: for practice-length audio (minutes, not hours). */
export async function loadPcm(file: PcmFile): Promise<DecodedAudio> {
  return {
    samples: await readPcm(file, 0, file.sampleCount),
    sampleRate: file.sampleRate,
    durationSeconds: file.durationSeconds,
  };
}
