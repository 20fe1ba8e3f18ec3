import { VideoAnalysisError } from './video-analysis-error';
import { execFileTiedCallback } from '../lib/child-process';

export interface VideoProbe {
  /** Which of the file's video streams to read (ffmpeg's `0:v:N`): the first real picture. */
  streamIndex: number;
  /** The picture as it is shown: square pixels, after the rotation players apply. */
  displayWidth: number;
  displayHeight: number;
  /**
   * The turn players (and ffmpeg) apply to the stored picture, as the file's display matrix
   * or rotate tag gives it: 0, 90, 180 or 270. At 90 and 270 the picture shows sideways.
   */
  rotation: number;
  /** From the metadata; null when it has none (a browser's webm). */
  durationSeconds: number | null;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: {
    width?: number;
    height?: number;
    sample_aspect_ratio?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number | string }[];
  }[];
}

/** Reading a file's metadata gives up after this; a worker has time, unlike a request. */
const PROBE_TIMEOUT_MS = 15_000;

function aspectOf(ratio: string | undefined) {
  const [num, den] = (ratio ?? '').split(':').map(Number);
  return num && den ? num / den : 1;
}

/**
 * The first video stream's shape, so frames can be scaled to an exact size and split from a
 * raw byte stream. A file without a picture (audio only, or only cover art) is
 * NO_VIDEO_STREAM; one ffprobe cannot read is CORRUPT_VIDEO.
 */
export async function probeVideo(file: string): Promise<VideoProbe> {
  const args = [
    ...['-v', 'error', '-select_streams', 'v', '-of', 'json'],
    '-show_entries',
    'stream=width,height,sample_aspect_ratio:stream_disposition=attached_pic:stream_tags=rotate:stream_side_data=rotation:format=duration',
    file,
  ];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFileTiedCallback('ffprobe', args, { timeout: PROBE_TIMEOUT_MS }, (error, out, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        return reject(new VideoAnalysisError('FFMPEG_MISSING'));
      }
      if (error) return reject(new VideoAnalysisError('CORRUPT_VIDEO', String(stderr).trim()));
      resolve(String(out));
    });
  });
  let info: ProbeJson;
  try {
    info = JSON.parse(stdout) as ProbeJson;
  } catch {
    throw new VideoAnalysisError('CORRUPT_VIDEO', 'ffprobe gave no readable answer');
  }
  const streams = info.streams ?? [];
  // Cover art in an audio file is a video stream of one picture: only real video counts.
  const streamIndex = streams.findIndex((stream) => stream.disposition?.attached_pic !== 1);
  const stream = streams[streamIndex];
  if (!stream) throw new VideoAnalysisError('NO_VIDEO_STREAM');
  if (!stream.width || !stream.height) {
    throw new VideoAnalysisError('CORRUPT_VIDEO', 'the video stream has no size');
  }
  const turn =
    Number(stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0) ||
    Number(stream.tags?.rotate ?? 0);
  const rotation = (((Math.round(turn / 90) * 90) % 360) + 360) % 360;
  const width = stream.width * aspectOf(stream.sample_aspect_ratio);
  const sideways = rotation === 90 || rotation === 270;
  const seconds = Number.parseFloat(info.format?.duration ?? '');
  return {
    streamIndex,
    displayWidth: sideways ? stream.height : width,
    displayHeight: sideways ? width : stream.height,
    rotation,
    durationSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
  };
}
